import { describe, expect, it } from 'vitest';
import { renderFormPage } from './form-page';

const shell =
  '<!doctype html><html lang="en"><head><title>Form</title><link rel="stylesheet" href="/webform/assets/form.css"></head><body></body></html>';
const theme = { primaryColor: '#7a1f5c', secondaryColor: '#fff4e6', backgroundColor: '#2b2d42' };
const config = {
  companyId: 'c',
  clientSecret: 's',
  preview: true,
  companyName: 'Southern Cross Minerals',
  privacyPolicyUrl: null,
};

describe('the form’s page', () => {
  it('puts the colours after the form’s stylesheet, whose defaults they override', () => {
    const { html } = renderFormPage({ shell, theme, config, frameAncestors: "'self'" });
    expect(html.indexOf('--wf-primary:#7a1f5c')).toBeGreaterThan(html.indexOf('form.css'));
  });

  it('puts the base before any address it resolves', () => {
    const { html } = renderFormPage({
      shell,
      theme,
      config,
      frameAncestors: "'self'",
      baseHref: 'https://api.example.com/',
    });
    expect(html.indexOf('<base href="https://api.example.com/">')).toBeLessThan(
      html.indexOf('form.css'),
    );
  });

  it('keeps a value that would close the settings’ script element inside it', () => {
    const { html } = renderFormPage({
      shell,
      theme,
      config: { ...config, companyId: '</script><script>alert(1)</script>' },
      frameAncestors: "'self'",
    });
    expect(html).not.toContain('</script><script>alert(1)');
  });
});
