// The API baseline: a bare node:http server answering a fixed JSON, the ceiling any handler on this machine
// could reach. Started on PORT/HOST by the bench; stops on SIGTERM.
import { createServer } from 'node:http';

const body = JSON.stringify({ valid: true, companyId: 'acme', name: 'Acme' });
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(body);
});
server.keepAliveTimeout = 5_000;
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
