// The teaching site's side of the lessons (docs/embedding.md, "Lessons"): list a course, open a
// lesson in the game's iframe, hear its verdicts. The page speaks the site's language (?lang=,
// else the browser's), opens on the course the link names (?game= or ?course=), and hands the
// keyboard to the game after each click on its own buttons, so the game's keys (N: the next
// lesson, Z: try again) work at once.
'use strict';
const GAME_URL = '../index.html';
const frame = document.getElementById('game');
const params = new URLSearchParams(location.search);
const games = ['arkadia', 'arkantis'];
const named = params.get('game') ?? params.get('course');
const game = games.includes(named) ? named : 'arkadia';
const languages = ['en', 'fr', 'de'];
const browserLanguage = (navigator.languages ?? [navigator.language]).map((l) => String(l).slice(0, 2)).find((l) => languages.includes(l));
const lang = languages.includes(params.get('lang')) ? params.get('lang') : browserLanguage ?? 'en';
const gameOrigin = new URL(GAME_URL, location.href).origin;

// The site's own words (the game's come from the game).
const words = {
  en: { intro: 'Each lesson sets a position and asks what you would play. Answer on the board or by keyboard (Tab, then type the move); the game says whether it was right, and why.',
        course: 'Course', language: 'Language', lessons: 'Lessons', byMessage: 'send each lesson as a message', verdicts: 'Verdicts',
        right: 'right', wrong: 'wrong', lesson: 'Lesson', title: 'Lessons' },
  fr: { intro: 'Chaque leçon pose une position et demande ce que vous joueriez. Répondez sur le plateau ou au clavier (Tab, puis tapez le coup) ; le jeu dit si c’était juste, et pourquoi.',
        course: 'Cours', language: 'Langue', lessons: 'Leçons', byMessage: 'envoyer chaque leçon par message', verdicts: 'Verdicts',
        right: 'juste', wrong: 'pas tout à fait', lesson: 'Leçon', title: 'Leçons' },
  de: { intro: 'Jede Lektion stellt eine Stellung und fragt, was du spielen würdest. Antworte auf dem Brett oder mit der Tastatur (Tab, dann den Zug tippen); das Spiel sagt, ob es richtig war, und warum.',
        course: 'Kurs', language: 'Sprache', lessons: 'Lektionen', byMessage: 'jede Lektion als Nachricht senden', verdicts: 'Urteile',
        right: 'richtig', wrong: 'nicht ganz', lesson: 'Lektion', title: 'Lektionen' },
}[lang];
document.documentElement.lang = lang;
for (const [id, key] of [['intro', 'intro'], ['course-heading', 'course'], ['language-label', 'language'], ['lessons-heading', 'lessons'],
                         ['by-message-label', 'byMessage'], ['verdicts-heading', 'verdicts'], ['course-title', 'title']])
  document.getElementById(id).textContent = words[key];
frame.title = words.lesson;

document.getElementById(`game-${game}`).setAttribute('aria-current', 'page');
document.getElementById('lang').value = lang;
document.getElementById('lang').addEventListener('change', (e) => {
  params.set('lang', e.target.value);
  location.search = params.toString();
});
for (const id of games) {
  const there = new URLSearchParams(params);
  there.delete('course');
  there.set('game', id);
  there.set('lang', lang);
  document.getElementById(`game-${id}`).href = `?${there}`;
}
// A click on the site's own controls leaves the keys with the game.
document.getElementById('by-message').addEventListener('change', () => frame.focus());

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
    // The verdict in the game's own words when it gives them; the notation otherwise.
    const item = document.createElement('li');
    item.textContent = typeof data.said === 'string' && data.said
      ? data.said
      : `${data.right ? words.right : words.wrong}: ${data.chosen.join('; ')}`;
    document.getElementById('events').append(item);
  }
});

// Opens a lesson: by its address (the game fetches it, and its next one), or as a message; the
// game has the keyboard once it is loaded.
async function open(file) {
  const base = `${GAME_URL}?game=${game}&embed=1&protocol=2&lang=${lang}&origin=${encodeURIComponent(location.origin)}`;
  frame.addEventListener('load', () => frame.focus(), { once: true });
  if (document.getElementById('by-message').checked) {
    pending = await (await fetch(`lessons/${game}/${file}`)).json();
    frame.src = base;
  } else {
    frame.src = `${base}&lesson=${encodeURIComponent(`examples/lessons/${game}/${file}`)}`;
  }
  frame.focus();
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
