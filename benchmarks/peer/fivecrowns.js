// A game of Five Crowns' shape for boardgame.io 0.50 (the peer that issue 38 measured against):
// two decks of five suits, 3 to K, and six jokers; round r deals r + 2 cards and makes that rank
// wild; a turn is a draw (the stock or the discard's top) and a discard; a player whose hand, after
// the discard, lies down whole in books and runs goes out, and everyone else has one last turn,
// scored by the cards they cannot lay down. Eleven rounds. Each player sees only their own hand
// (playerView); the stock is a count. Written as a boardgame.io game is usually written: moves
// that draw are `client: false` (the stock is secret), the server checks going out at a discard.

const { INVALID_MOVE } = require('boardgame.io/core');

const SUITS = ['st', 'h', 'c', 'd', 's'];
const ROUNDS = 11;
const JOKER = 'joker';

function newDeck() {
  const deck = [];
  for (let copy = 0; copy < 2; copy++) {
    for (const suit of SUITS) for (let rank = 3; rank <= 13; rank++) deck.push(`${rank}${suit}`);
    for (let joker = 0; joker < 3; joker++) deck.push(JOKER);
  }
  return deck;
}

const rankOf = (card) => (card === JOKER ? 0 : parseInt(card, 10));
const suitOf = (card) => card.replace(/^\d+/, '');
const isWild = (card, wild) => card === JOKER || rankOf(card) === wild;
const points = (card, wild) => (card === JOKER ? 50 : rankOf(card) === wild ? 20 : rankOf(card));

// The least points a hand leaves when it lays down all it can in books (3 or more of a rank) and
// runs (3 or more in a row of a suit), wild cards standing in for any card.
function deadwood(hand, wild) {
  const naturals = hand.filter((card) => !isWild(card, wild))
    .map((card) => [suitOf(card), rankOf(card)])
    .sort((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] < b[0] ? -1 : 1));
  const wilds = hand.filter((card) => isWild(card, wild)).map((card) => points(card, wild)).sort((a, b) => a - b);
  const memo = new Map();

  function best(left, wildCount, melded) {
    if (left.length === 0) {
      if (wildCount === 0 || melded || wildCount >= 3) return 0;
      return wilds.slice(0, wildCount).reduce((sum, value) => sum + value, 0);
    }
    const key = `${left.map((card) => card.join('')).join(',')}|${wildCount}|${melded}`;
    if (memo.has(key)) return memo.get(key);
    const [first, ...rest] = left;
    let lowest = first[1] + best(rest, wildCount, melded); // left in the hand
    // a book: the first card, any of the same rank, and wild cards to make three
    const same = rest.filter((card) => card[1] === first[1]);
    for (let taken = 0; taken <= same.length; taken++) {
      const need = Math.max(0, 3 - 1 - taken);
      if (need > wildCount) continue;
      let dropped = 0;
      const after = rest.filter((card) => !(card[1] === first[1] && dropped++ < taken));
      lowest = Math.min(lowest, best(after, wildCount - need, true));
    }
    // a run up from the first card, its suit's next ranks or wild cards in their place
    let after = rest;
    let used = 0;
    for (let rank = first[1] + 1, length = 2; rank <= 13 && used <= wildCount; rank++, length++) {
      const at = after.findIndex((card) => card[0] === first[0] && card[1] === rank);
      if (at >= 0) after = after.filter((_, index) => index !== at);
      else used++;
      if (length >= 3 && used <= wildCount) lowest = Math.min(lowest, best(after, wildCount - used, true));
    }
    memo.set(key, lowest);
    return lowest;
  }
  return best(naturals, wilds.length, false);
}

function deal(G, random, round, dealer, numPlayers) {
  const stock = random.Shuffle(newDeck());
  const hands = {};
  for (let seat = 0; seat < numPlayers; seat++) hands[String(seat)] = stock.splice(0, round + 2);
  Object.assign(G, { round, dealer, stock, discard: [stock.pop()], hands, hasDrawn: false, wentOut: null, lastTurns: [],
    thisRound: {} });
}

function draw({ G, ctx, playerID }, from) {
  if (G.hasDrawn) return INVALID_MOVE;
  const pile = from === 'stock' ? G.stock : G.discard;
  if (pile.length === 0) return INVALID_MOVE;
  G.hands[playerID].push(pile.pop());
  G.hasDrawn = true;
}

function discard({ G, ctx, playerID, events, random }, card) {
  const hand = G.hands[playerID];
  const at = hand.indexOf(card);
  if (!G.hasDrawn || at < 0) return INVALID_MOVE;
  hand.splice(at, 1);
  G.discard.push(card);
  G.hasDrawn = false;
  if (G.stock.length === 0) { // the discard pile, all but its top, is shuffled into a new stock
    const top = G.discard.pop();
    G.stock = random.Shuffle(G.discard);
    G.discard = [top];
  }
  const wild = G.round + 2;
  const next = String((Number(playerID) + 1) % ctx.numPlayers);
  if (G.wentOut === null) {
    if (deadwood(hand, wild) === 0) {
      G.wentOut = playerID;
      G.thisRound[playerID] = 0;
      G.lastTurns = ctx.playOrder.filter((seat) => seat !== playerID);
      G.lastTurns = [...G.lastTurns.filter((seat) => Number(seat) > Number(playerID)),
        ...G.lastTurns.filter((seat) => Number(seat) < Number(playerID))];
    }
    events.endTurn({ next });
    return;
  }
  G.thisRound[playerID] = deadwood(hand, wild);
  G.lastTurns = G.lastTurns.filter((seat) => seat !== playerID);
  if (G.lastTurns.length > 0) {
    events.endTurn({ next: G.lastTurns[0] });
    return;
  }
  for (const [seat, score] of Object.entries(G.thisRound)) {
    G.totals[seat] += score;
    G.roundPoints[seat].push(score);
  }
  if (G.round < ROUNDS) {
    const dealer = (G.dealer + 1) % ctx.numPlayers;
    deal(G, random, G.round + 1, dealer, ctx.numPlayers);
    events.endTurn({ next: String((dealer + 1) % ctx.numPlayers) });
  } else {
    G.round += 1; // over
  }
}

const FiveCrowns = {
  name: 'fivecrowns',
  minPlayers: 2,
  maxPlayers: 7,
  setup: ({ ctx, random }) => {
    const G = { totals: {}, roundPoints: {} };
    for (let seat = 0; seat < ctx.numPlayers; seat++) {
      G.totals[String(seat)] = 0;
      G.roundPoints[String(seat)] = [];
    }
    deal(G, random, 1, 0, ctx.numPlayers);
    return G;
  },
  turn: { order: { first: ({ ctx }) => 1 % ctx.numPlayers, next: ({ ctx }) => (ctx.playOrderPos + 1) % ctx.numPlayers } },
  moves: {
    draw: { move: draw, client: false },
    discard: { move: discard, client: false },
  },
  endIf: ({ G }) => {
    if (G.round <= ROUNDS) return undefined;
    const lowest = Math.min(...Object.values(G.totals));
    return { winners: Object.keys(G.totals).filter((seat) => G.totals[seat] === lowest) };
  },
  playerView: ({ G, playerID }) => {
    const handSizes = {};
    for (const [seat, hand] of Object.entries(G.hands)) handSizes[seat] = hand.length;
    const hands = playerID !== null && playerID !== undefined && G.hands[playerID] ? { [playerID]: G.hands[playerID] } : {};
    return { ...G, stock: G.stock.length, hands, handSizes };
  },
};

module.exports = { FiveCrowns, deadwood };
