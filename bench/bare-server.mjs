// The yardstick: a bare Node `http` handler answering a small JSON body, so the API's numbers can
// be read as a share of what this machine and Node can do at all.
import { createServer } from 'node:http';

const body = JSON.stringify({ data: { status: 'ok' } });

const server = createServer((request, response) => {
  // Read the request body like the API must, so both do the same work per request on the wire.
  request.resume();
  request.on('end', () => {
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  });
});

server.listen(Number(process.env.PORT ?? 3100), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
