// One load client for both servers, as issue 38 measured: `node load.js --target ours|bgio --url
// http://127.0.0.1:PORT --server-pid PID [options]`. TABLES tables of SEATS people, every seat its
// own connection, each table making a random legal move every PACE seconds; the client runs in
// processes of its own (one per --tables-per-process tables), each sending back what it measured.
//
// --target ours: shared-table serve's WebSocket protocol (docs/protocol.md), seats of --kind raw
//   (`move`), terminal (`move`, and `heard` after each update) or web (`line`s answered by `said`).
// --target bgio: boardgame.io 0.50's socket.io transport, as its own client speaks it (`sync`,
//   then `update` with a MAKE_MOVE action), tables made and joined by its lobby API.
//
// Measured, the same way for both: a move sent -> every seat of its table having its update (a web
// seat: a line sent -> its `said`); the server's CPU seconds per move (utime+stime from
// /proc/PID/stat over the measured window), its RSS; timeouts, refusals, lost connections.
// --idle N adds N seated connections at tables that never move; --ping one connection asking
// something cheap every 20 ms (ours `stopping`, boardgame.io `sync`), to see the server's longest
// pause. Our seats offer permessage-deflate, as our clients and browsers do (boardgame.io's
// socket.io server declines it by default); --no-deflate sends plain frames. --json prints one JSON object (the keys of benchmarks/bench_server.py's).

'use strict';

const { fork, execSync } = require('child_process');
const fs = require('fs');
const { performance } = require('perf_hooks');

const TIMEOUT = 10000;
const PING_EVERY = 20;
const ACTION_NAMES = { DrawFromStock: 'draw', TakeDiscard: 'take', Discard: 'discard', GoOut: 'out' };

function options(argv) {
  const given = { target: 'ours', kind: 'raw', tables: 125, seats: 4, pace: 2, duration: 20, 'tables-per-process': 50,
    idle: 0, ping: false, json: false, 'no-deflate': false, url: '', 'server-pid': 0, role: 'main', numbers: '', seed: 1 };
  for (let at = 0; at < argv.length; at++) {
    const name = argv[at].replace(/^--/, '');
    if (!(name in given)) throw new Error(`unknown option ${argv[at]}`);
    if (typeof given[name] === 'boolean') given[name] = true;
    else given[name] = typeof given[name] === 'number' ? Number(argv[++at]) : argv[++at];
  }
  return given;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const pick = (rng, items) => items[Math.floor(rng() * items.length)];

function random(seed) { // mulberry32: the same moves for the same seed
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

// ------------------------------------------------------------------ what one table needs of a server

class Tally {
  constructor() {
    Object.assign(this, { latencies: [], table_latencies: [], sent: 0, timeouts: 0, refused: 0, not_taken: 0, lost: 0,
      skipped: 0, open_errors: 0, pings: [] });
  }
}

class Table {
  constructor(seats) {
    this.seats = seats;
    this.target = -1;
    this.mover = null;
    this.answered = false;
    this.waiting = new Set();
    this.measured = false;
    this.sentAt = 0;
    this.finish = null; // resolves the move under way
  }

  get busy() { return this.finish !== null; }
}

class Load {
  constructor(opts) {
    this.opts = opts;
    this.rng = random(opts.seed);
    this.tally = new Tally();
    this.window = [Infinity, Infinity];
  }

  done(table) {
    if (table.finish) {
      const finish = table.finish;
      table.finish = null;
      finish();
    }
  }

  // `seat` has been told of move `moves`: measured once every seat of its table has been.
  arrived(table, seat, moves) {
    if (!table.busy || moves < table.target) return;
    const elapsed = performance.now() - table.sentAt;
    if (this.opts.kind === 'web' && seat === table.mover && !table.answered) {
      table.answered = true;
      if (table.measured) this.tally.latencies.push(elapsed);
    }
    table.waiting.delete(seat.number);
    if (table.waiting.size === 0) {
      if (table.measured) (this.opts.kind === 'web' ? this.tally.table_latencies : this.tally.latencies).push(elapsed);
      this.done(table);
    }
  }

  async drive(table) {
    const [start, until] = this.window;
    const pace = this.opts.pace * 1000;
    let step = this.rng() * pace;
    for (;;) {
      const at = start - pace + step; // one pace of warm-up before the window, then every pace
      step += pace;
      if (at >= until) return;
      await sleep(at - Date.now());
      if (table.busy || Date.now() - at > pace) { // the last move is still under way, or took this one's whole turn
        this.tally.skipped++;
        continue;
      }
      const mover = this.server.mover(table);
      if (!mover) continue;
      const now = Date.now();
      table.measured = start <= now && now < until; // sent in the window (a late server sends fewer)
      table.mover = mover;
      table.answered = false;
      table.waiting = new Set(table.seats.map((seat) => seat.number));
      const finished = new Promise((resolve) => { table.finish = resolve; });
      if (table.measured) this.tally.sent++;
      table.sentAt = performance.now();
      table.target = this.server.move(table, mover, this.rng);
      let timer;
      const late = new Promise((resolve) => { timer = setTimeout(() => resolve('late'), TIMEOUT); });
      if (await Promise.race([finished, late]) === 'late') {
        if (table.measured) this.tally.timeouts++;
        this.done(table);
      }
      clearTimeout(timer);
    }
  }
}

// ------------------------------------------------------------------ ours: shared-table serve

class Ours {
  constructor(load) {
    this.load = load;
    this.WebSocket = require('ws');
    this.url = load.opts.url.replace(/^http/, 'ws') + '/ws';
  }

  connect(table) {
    return new Promise((resolve, reject) => {
      // permessage-deflate offered, as our terminal client (websockets) and browsers do, unless --no-deflate
      const socket = new this.WebSocket(this.url, { perMessageDeflate: !this.load.opts['no-deflate'], maxPayload: 2 ** 22 });
      const seat = { socket, number: -1, moves: 0, current: -1, over: false, view: null, answers: new Map(), table };
      socket.on('open', () => resolve(seat));
      socket.on('error', reject);
      socket.on('close', () => { if (!this.closing) this.load.tally.lost++; });
      socket.on('message', (data) => this.received(seat, JSON.parse(data)));
    });
  }

  // Seated, and sat: told `lobby` or `started`. The server answers `seated` before it sits the
  // person (net/server.py); a guest joining before that could start the game first, and the
  // opener's seat would then never be sat (its moves fail on `assert info.sitting`): so each seat
  // waits for its own sitting before the next joins, as a person would.
  async sit(seat, message) {
    const sat = new Promise((resolve) => { seat.sat = resolve; });
    const answer = await this.request(seat, message);
    seat.number = answer.seat;
    await sat;
    return answer;
  }

  request(seat, message) {
    return new Promise((resolve, reject) => {
      seat.answers.set(message.id, (value) => (value.kind === 'refused' ? reject(new Error(value.text)) : resolve(value)));
      seat.socket.send(JSON.stringify(message));
    });
  }

  received(seat, value) {
    const { kind } = value;
    if ((kind === 'lobby' || kind === 'started') && seat.sat) {
      seat.sat();
      seat.sat = null;
    }
    if ((kind === 'seated' || kind === 'done' || kind === 'refused') && seat.answers.has(value.id)) {
      const answer = seat.answers.get(value.id);
      seat.answers.delete(value.id);
      answer(value);
    }
    const table = seat.table.value; // none yet while its seats are joining: their state is kept all the same
    if (kind === 'update') {
      Object.assign(seat, { moves: value.moves, current: value.current, over: value.over, view: value.view });
      if (this.load.opts.kind === 'terminal') seat.socket.send(JSON.stringify({ kind: 'heard', seat: seat.number, moves: value.moves }));
      if (table) this.load.arrived(table, seat, value.moves);
    } else if (kind === 'said') {
      if (value.view) Object.assign(seat, { view: value.view, moves: value.moves, over: value.over, current: value.view.current });
      if (!table) return;
      if (seat === table.mover && table.busy && seat.moves < table.target) {
        this.load.tally.not_taken++; // the line was answered, the move not made
        this.load.done(table);
      }
      this.load.arrived(table, seat, seat.moves);
    } else if (kind === 'refused') {
      this.load.tally.refused++;
      if (this.load.tally.refused <= 3) process.stderr.write(`refused: ${value.text}\n`); // what, for the first few
      if (table) this.load.done(table);
    }
  }

  async open(number, moving) {
    const lines = this.load.opts.kind === 'web' && moving;
    const language = lines ? { language: 'en' } : {};
    const holder = {};
    const seats = this.load.opts.seats;
    const opener = await this.connect(holder);
    const answer = await this.sit(opener, { kind: lines ? 'open-lines' : 'open', id: 1, game: 'fivecrowns', players: seats,
      bots: null, guests: seats - 1, name: 'Ann', seed: number, options: [], ...language });
    const all = [opener];
    for (let guest = 0; guest < seats - 1; guest++) {
      const seat = await this.connect(holder);
      const join = lines ? { kind: 'join-lines', ...language } : { kind: 'join', since: null };
      await this.sit(seat, { id: 1, table: answer.table, name: `Guest${guest}`, token: null, ...join });
      all.push(seat);
    }
    holder.value = new Table(all);
    return holder.value;
  }

  mover(table) {
    return table.seats.find((seat) => seat.current === seat.number && !seat.over && seat.view
      && seat.view.legal_actions && seat.view.legal_actions.length) || null;
  }

  move(table, mover, rng) {
    const { type, ...rest } = pick(rng, mover.view.legal_actions);
    const action = { do: ACTION_NAMES[type], ...rest };
    const id = mover.moves + 100;
    if (this.load.opts.kind === 'web') {
      const text = action.do === 'draw' || action.do === 'take' ? action.do : `discard ${action.card.toLowerCase()}`;
      mover.socket.send(JSON.stringify({ kind: 'line', id, text }));
    } else {
      mover.socket.send(JSON.stringify({ kind: 'move', id, seat: mover.number, answering: mover.moves, action }));
    }
    return mover.moves + 1;
  }

  async ping() {
    const holder = {};
    const seat = await this.connect(holder);
    await this.sit(seat, { kind: 'open', id: 1, game: 'fivecrowns', players: 2, bots: 'easy', guests: 0, name: 'Pat',
      seed: 1, options: [] });
    let id = 2;
    return async () => { await this.request(seat, { kind: 'stopping', id: id++ }); };
  }

  close(tables) {
    this.closing = true;
    for (const table of tables) for (const seat of table.seats) seat.socket.close();
  }
}

// ------------------------------------------------------------------ theirs: boardgame.io 0.50

class Bgio {
  constructor(load) {
    this.load = load;
    this.io = require('socket.io-client').io;
    this.url = load.opts.url;
    this.sockets = [];
  }

  async post(path, body) {
    const answer = await fetch(`${this.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body) });
    if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
    return answer.json();
  }

  // One seat's socket, synced: resolves once the server sent it the match's state.
  seat(matchID, playerID, credentials, holder) {
    return new Promise((resolve, reject) => {
      const socket = this.io(`${this.url}/fivecrowns`, { transports: ['websocket'], forceNew: true, reconnection: false });
      this.sockets.push(socket);
      const seat = { socket, number: Number(playerID), playerID, credentials, matchID, state: null, synced: null };
      socket.on('connect', () => socket.emit('sync', matchID, playerID, credentials, this.load.opts.seats));
      socket.on('connect_error', reject);
      socket.on('disconnect', () => { if (!this.closing) this.load.tally.lost++; });
      socket.on('sync', (_, info) => {
        seat.state = info.state;
        if (seat.synced) seat.synced();
        resolve(seat);
      });
      socket.on('update', (_, state) => {
        seat.state = state;
        if (holder.value) this.load.arrived(holder.value, seat, state._stateID);
      });
    });
  }

  async open(number) {
    const seats = this.load.opts.seats;
    const { matchID } = await this.post('/games/fivecrowns/create', { numPlayers: seats });
    const holder = {};
    const all = [];
    for (let seat = 0; seat < seats; seat++) {
      const playerID = String(seat);
      const { playerCredentials } = await this.post(`/games/fivecrowns/${matchID}/join`, { playerID, playerName: `P${seat}` });
      all.push(await this.seat(matchID, playerID, playerCredentials, holder));
    }
    holder.value = new Table(all);
    return holder.value;
  }

  mover(table) {
    const seat = table.seats.find((each) => each.state && each.state.ctx.currentPlayer === each.playerID);
    return seat && !seat.state.ctx.gameover ? seat : null;
  }

  move(table, mover, rng) {
    const { G, _stateID: stateID } = mover.state;
    let type, args;
    if (G.hasDrawn) {
      type = 'discard';
      args = [pick(rng, G.hands[mover.playerID])];
    } else {
      type = 'draw';
      args = [pick(rng, [...(G.stock > 0 ? ['stock'] : []), ...(G.discard.length ? ['discard'] : [])])];
    }
    const action = { type: 'MAKE_MOVE', payload: { type, args, playerID: mover.playerID, credentials: mover.credentials } };
    mover.socket.emit('update', action, stateID, mover.matchID, mover.playerID);
    return stateID + 1;
  }

  async ping() {
    const { matchID } = await this.post('/games/fivecrowns/create', { numPlayers: 2 });
    const { playerCredentials } = await this.post(`/games/fivecrowns/${matchID}/join`, { playerID: '0', playerName: 'Pat' });
    const seat = await this.seat(matchID, '0', playerCredentials, {});
    return () => new Promise((resolve) => {
      seat.synced = resolve;
      seat.socket.emit('sync', matchID, '0', playerCredentials, 2);
    });
  }

  close() {
    this.closing = true;
    for (const socket of this.sockets) socket.close();
  }
}

// ------------------------------------------------------------------ a load process

async function worker(opts) {
  const load = new Load(opts);
  const server = load.server = opts.target === 'bgio' ? new Bgio(load) : new Ours(load);
  const numbers = opts.numbers ? opts.numbers.split(',').map(Number) : [];
  const tables = [];
  const began = Date.now();
  let ping = null;
  if (opts.role === 'ping') ping = await server.ping();
  for (const number of numbers) {
    try {
      tables.push(await server.open(number, opts.role === 'moving'));
    } catch (error) {
      load.tally.open_errors++;
      if (load.tally.open_errors === 1) process.stderr.write(`a table was not opened: ${error.message}\n`);
    }
  }
  process.send({ ready: (Date.now() - began) / 1000 });
  const go = await new Promise((resolve) => process.once('message', resolve));
  load.window = [go.start, go.until];
  const cpu = process.cpuUsage();
  if (opts.role === 'moving') {
    await Promise.all(tables.map((table) => load.drive(table)));
  } else if (opts.role === 'ping') {
    await sleep(go.start - Date.now());
    while (Date.now() < go.until) {
      const sent = performance.now();
      await ping();
      load.tally.pings.push(performance.now() - sent);
      await sleep(PING_EVERY - (performance.now() - sent));
    }
  } else {
    await sleep(go.until - Date.now());
  }
  const used = process.cpuUsage(cpu);
  process.send({ tally: load.tally, cpu: (used.user + used.system) / 1e6 });
  await new Promise((resolve) => process.once('message', resolve)); // every process is done
  server.close(tables);
  setTimeout(() => process.exit(0), 200);
}

// ------------------------------------------------------------------ the main process

const TICKS = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

function cpuSeconds(pid) {
  const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

function rssMib(pid) {
  const found = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m);
  return found ? Math.round(Number(found[1]) / 102.4) / 10 : 0;
}

function spread(values) {
  const ordered = [...values].sort((a, b) => a - b);
  const at = (fraction) => (ordered.length ? ordered[Math.min(ordered.length - 1, Math.floor(fraction * ordered.length))] : null);
  const round = (value) => (value === null ? null : Math.round(value * 100) / 100);
  return { n: ordered.length, p50: round(at(0.5)), p95: round(at(0.95)), p99: round(at(0.99)), max: round(ordered.length ? ordered[ordered.length - 1] : null) };
}

async function main(opts) {
  const pid = opts['server-pid'];
  const children = [];
  const spawn = (numbers, role) => {
    const args = ['--role', role, '--numbers', numbers.join(','), '--seed', String((numbers[0] || 0) + 1)];
    for (const name of ['target', 'kind', 'seats', 'pace', 'url']) args.push(`--${name}`, String(opts[name]));
    if (opts['no-deflate']) args.push('--no-deflate');
    const child = fork(__filename, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const messages = [];
    let wake = null;
    child.on('message', (message) => { messages.push(message); if (wake) wake(); });
    child.next = async (ms) => {
      const deadline = Date.now() + ms;
      while (!messages.length && Date.now() < deadline) await new Promise((resolve) => { wake = resolve; setTimeout(resolve, 200); });
      return messages.shift();
    };
    children.push(child);
  };
  const range = (from, to) => Array.from({ length: Math.max(0, to - from) }, (_, at) => from + at);
  const empty = rssMib(pid);
  const per = opts['tables-per-process'];
  for (let first = 0; first < opts.tables; first += per) spawn(range(first, Math.min(opts.tables, first + per)), 'moving');
  const idleTables = Math.ceil(opts.idle / opts.seats);
  for (let first = 0; first < idleTables; first += per * 2) {
    spawn(range(opts.tables + first, opts.tables + Math.min(idleTables, first + per * 2)), 'idle');
  }
  if (opts.ping) spawn([], 'ping');
  const began = Date.now();
  const opening = [];
  for (const child of children) opening.push((await child.next(600000)).ready);
  const opened = (Date.now() - began) / 1000;
  await sleep(1000);
  const seated = rssMib(pid);
  const start = Date.now() + 500 + opts.pace * 1000;
  const until = start + opts.duration * 1000;
  for (const child of children) child.send({ start, until });
  await sleep(start - Date.now());
  const cpuBefore = cpuSeconds(pid);
  const measuredFrom = performance.now();
  await sleep(until - Date.now());
  const cpu = cpuSeconds(pid) - cpuBefore;
  const window = (performance.now() - measuredFrom) / 1000;
  const end = rssMib(pid);
  const total = new Tally();
  let clientCpu = 0;
  let reported = 0;
  for (const child of children) {
    const message = await child.next(TIMEOUT + 30000);
    if (!message) continue;
    reported++;
    clientCpu += message.cpu;
    for (const [name, value] of Object.entries(message.tally)) total[name] = Array.isArray(value) ? total[name].concat(value) : total[name] + value;
  }
  for (const child of children) child.send({ close: true });
  const moves = total.latencies.length;
  const report = {
    server: opts.target === 'bgio' ? 'boardgame.io' : 'shared-table', kind: opts.target === 'bgio' ? 'socket.io' : opts.kind,
    client: 'node', deflate: opts.target === 'ours' && !opts['no-deflate'], tables: opts.tables, seats: opts.seats, pace: opts.pace, duration: opts.duration,
    connections: (opts.tables + idleTables) * opts.seats + (opts.ping ? 1 : 0), load_processes: children.length,
    opened_s: opened, slowest_opening_s: Math.max(...opening), moves_sent: total.sent, moves_done: moves,
    moves_per_s: Math.round((10 * moves) / window) / 10, latency_ms: spread(total.latencies),
    cpu_s: Math.round(cpu * 1000) / 1000, cpu_ms_per_move: moves ? Math.round((1e6 * cpu) / moves) / 1000 : null,
    cpu_share: Math.round((1000 * cpu) / window) / 1000, rss_mib: { empty, seated, end },
    timeouts: total.timeouts, refused: total.refused, not_taken: total.not_taken, lost: total.lost, skipped: total.skipped,
    open_errors: total.open_errors, client_cpu_s: Math.round(clientCpu * 100) / 100, processes_reported: reported,
  };
  if (opts.kind === 'web' && opts.target === 'ours') report.table_latency_ms = spread(total.table_latencies);
  if (opts.ping) {
    report.ping_ms = spread(total.pings);
    report.pings_over_50ms = total.pings.filter((value) => value > 50).length;
  }
  if (opts.json) {
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } else {
    const ms = (f) => `p50 ${f.p50} ms, p95 ${f.p95} ms, p99 ${f.p99} ms, max ${f.max} ms (n=${f.n})`;
    process.stdout.write(`${report.server} (${report.kind}), node client: ${opts.tables} tables of ${opts.seats}, `
      + `${report.connections} connections, ${children.length} load processes, opened in ${opened.toFixed(1)} s\n`
      + `  ${moves} moves (${report.moves_per_s}/s): ${ms(report.latency_ms)}\n`
      + `  server CPU ${report.cpu_s} s, ${report.cpu_ms_per_move} ms a move; RSS ${empty} / ${seated} / ${end} MiB\n`
      + `  timeouts ${report.timeouts}, refused ${report.refused}, not taken ${report.not_taken}, lost ${report.lost}, `
      + `skipped ${report.skipped}, not opened ${report.open_errors}; client CPU ${report.client_cpu_s} s\n`
      + (report.ping_ms ? `  ping: ${ms(report.ping_ms)}; over 50 ms: ${report.pings_over_50ms}\n` : ''));
  }
  setTimeout(() => process.exit(0), 500);
}

const opts = options(process.argv.slice(2));
(opts.role === 'main' ? main(opts) : worker(opts)).catch((error) => {
  process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
