export default {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        // Spec §9 breakpoints in em (px / 16), as Mantine's theme uses them.
        'mantine-breakpoint-xs': '0em',
        'mantine-breakpoint-sm': '36em',
        'mantine-breakpoint-md': '48em',
        'mantine-breakpoint-lg': '62em',
        'mantine-breakpoint-xl': '75em',
      },
    },
  },
};
