import { Text } from '@mantine/core';
import { useGreeting } from '../hooks/use-greeting';

/** The home's line under its title: welcome for a new person, welcome back for the others. */
export function Greeting() {
  const greeting = useGreeting();
  return greeting ? <Text c="dimmed">{greeting}.</Text> : null;
}
