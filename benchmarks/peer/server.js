// boardgame.io 0.50's Server (Koa, socket.io) with the game of Five Crowns' shape, on 127.0.0.1:
// `node server.js [PORT]` (0, the default: any free port) prints "Serving on http://127.0.0.1:PORT".
// Its storage is boardgame.io's default, in memory (ours saves every move in SQLite).
// Run with NODE_ENV=production, as a server is (boardgame.io logs every action otherwise), and
// NODE_PATH naming the folder npm installed into (build/peer/node_modules).

const { Server } = require('boardgame.io/server');
const { FiveCrowns } = require('./fivecrowns');

const port = Number(process.argv[2] || 0);
const server = Server({ games: [FiveCrowns], origins: ['http://127.0.0.1'] });
const listen = server.app.listen; // boardgame.io listens on every address: here, on loopback only
server.app.listen = (at, callback) => listen.call(server.app, at, '127.0.0.1', callback);
server.run({ port }).then(({ appServer }) => {
  process.stdout.write(`Serving on http://127.0.0.1:${appServer.address().port}\n`);
});
process.on('SIGTERM', () => process.exit(0));
