// The teaching site's side of the lessons (docs/embedding.md, "Lessons"): list a course, open a
// lesson in the game's iframe, hear its verdicts.
'use strict';
const GAME_URL = '../index.html';
const frame = document.getElementById('game');
const params = new URLSearchParams(location.search);
const game = ['arkadia', 'arkantis'].includes(params.get('game')) ? params.get('game') : 'arkadia';
const lang = ['en', 'fr', 'de'].includes(params.get('lang')) ? params.get('lang') : 'en';
const gameOrigin = new URL(GAME_URL, location.href).origin;
document.getElementById(`game-${game}`).setAttribute('aria-current', 'page');
document.getElementById('lang').value = lang;
document.getElementById('lang').addEventListener('change', (e) => {
  params.set('lang', e.target.value);
  location.search = params.toString();
});
for (const id of ['arkadia', 'arkantis']) {
  const there = new URLSearchParams(params);
  there.set('game', id);
  document.getElementById(`game-${id}`).href = `?${there}`;
}

// Every event the game sent, newest last.
window.lessonEvents = [];
let pending = null;  // a lesson to send once the game is ready (message mode)
window.addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow || event.origin !== gameOrigin) return;
  const data = event.data;
  if (!data || typeof data.type !== 'string') return;
  window.lessonEvents.push(data);
  if (data.type === 'game:ready' && pending) {
    frame.contentWindow.postMessage({ type: 'game:open-lesson', lesson: pending }, gameOrigin);
    pending = null;
  }
  if (data.type === 'game:lesson-result') {
    const item = document.createElement('li');
    item.textContent = (data.right ? 'right: ' : 'wrong: ') + data.chosen.join('; ') +
                       (data.best ? ` (computer: ${data.best.join('; ')}, worse by ${data.worse_by.toFixed(1)})` : '');
    document.getElementById('events').append(item);
  }
});

// Opens a lesson: by its address (the game fetches it, and its next one), or as a message.
async function open(file) {
  const base = `${GAME_URL}?game=${game}&embed=1&protocol=2&lang=${lang}&origin=${encodeURIComponent(location.origin)}`;
  if (document.getElementById('by-message').checked) {
    pending = await (await fetch(`lessons/${game}/${file}`)).json();
    frame.src = base;
  } else {
    frame.src = `${base}&lesson=${encodeURIComponent(`examples/lessons/${game}/${file}`)}`;
  }
}

(async () => {
  const course = await (await fetch(`lessons/${game}/course.json`)).json();
  document.getElementById('course-title').textContent = course.title[lang] ?? course.title.en;
  for (const file of course.lessons) {
    const lesson = await (await fetch(`lessons/${game}/${file}`)).json();
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.textContent = lesson.title?.[lang] ?? lesson.title?.en ?? file;
    button.addEventListener('click', () => open(file));
    item.append(button);
    document.getElementById('lessons').append(item);
  }
  open(course.lessons[0]);
})();
