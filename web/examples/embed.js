// The embedding page's side of docs/embedding.md: send commands to the game, list its events.
'use strict';
// Where the game lives, relative to this page. The game accepts messages from this page's
// origin only, because the link says so ("origin").
const GAME_URL = '../index.html';
const frame = document.getElementById('game');
// The pause between the computer's moves can be passed on from this page's own address.
const params = new URLSearchParams(location.search);
const aidelay = params.get('aidelay') ?? '300';
// Which game the frame shows (the page serves both), and a finished game of it for the lesson.
const GAMES = { arkadia: { title: 'Arkadia', sample: 'sample-game.json' },
                arkantis: { title: 'ArkantiS', sample: 'sample-arkantis.json' } };
const game = Object.hasOwn(GAMES, params.get('game') ?? '') ? params.get('game') : 'arkadia';
frame.src = `${GAME_URL}?game=${game}&embed=1&protocol=2&aidelay=${encodeURIComponent(aidelay)}&origin=${encodeURIComponent(location.origin)}`;
frame.title = GAMES[game].title;
document.getElementById(`game-${game}`).setAttribute('aria-current', 'page');
for (const id of Object.keys(GAMES)) {
  const link = document.getElementById(`game-${id}`);
  const there = new URLSearchParams(params);
  there.set('game', id);
  link.href = `?${there}`;
}
const gameOrigin = new URL(GAME_URL, location.href).origin;

// Every event the game sent, newest last (the browser tests read this list).
window.exampleEvents = [];
let ready = false;
const waiting = [];

function send(message) {
  if (!ready) { waiting.push(message); return; }
  frame.contentWindow.postMessage(message, gameOrigin);
}
window.exampleSend = send;

window.addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow || event.origin !== gameOrigin) return;
  const data = event.data;
  if (!data || typeof data.type !== 'string' || !data.type.startsWith('game:')) return;
  window.exampleEvents.push(data);
  const item = document.createElement('li');
  item.textContent = JSON.stringify(data.type === 'game:state' ? { ...data, record: '…' } : data);
  document.getElementById('events').append(item);
  if (data.type === 'game:ready') {
    ready = true;
    waiting.splice(0).forEach(send);
  }
  if (data.type === 'game:loaded' || data.type === 'game:position') {
    document.getElementById('move').value = data.move;
  }
});

let sample = null;
document.getElementById('load').addEventListener('click', async () => {
  sample = sample ?? await (await fetch(GAMES[game].sample)).json();
  send({ type: 'game:load-record', record: sample, move: 0 });
});
document.getElementById('goto').addEventListener('click', () => {
  send({ type: 'game:goto', move: Number(document.getElementById('move').value) });
});
for (const [id, step] of [['prev', -1], ['next', 1]]) {
  document.getElementById(id).addEventListener('click', () => {
    const move = Math.max(0, Number(document.getElementById('move').value) + step);
    send({ type: 'game:goto', move });
  });
}
document.getElementById('play').addEventListener('click', () => {
  send({ type: 'game:new-game', seats: ['human:You', 'easy'] });
});
document.getElementById('watch').addEventListener('click', () => {
  send({ type: 'game:new-game', seats: ['easy:Anna', 'easy:Ben'], seed: 7 });
});
for (const button of document.querySelectorAll('[data-lang]')) {
  button.addEventListener('click', () => send({ type: 'game:set-language', lang: button.dataset.lang }));
}
