import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A company's website for the web form scenarios: a plain HTTP server on its own loopback port
 * (another origin than the product) that answers every GET with one page. The page is asked for
 * on each request: its embed code is known only once the site's origin has been authorised.
 */
export async function serveSite(page: () => string) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A website page that embeds the form with the code from the Web form page. */
export const pageEmbedding = (embedCode: string) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Demo Resources — Investor centre</title></head>
  <body>
    <h1>Investor centre</h1>
    <p>Ask our investor relations team a question.</p>
    ${embedCode}
  </body>
</html>`;

/** A website page with nothing on it: the scenarios post from it with fetch. */
export const blankPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Some website</title></head><body></body></html>`;
