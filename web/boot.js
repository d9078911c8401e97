// The page's start-up (→ dist/boot.js, loaded by index.html): checks for WebAssembly and WebGL2
// and says clearly what is missing, sets up the game module's options, loads page.js and,
// once the first frame is drawn, registers the service worker (sw.js) that keeps every file of
// the site for playing offline. A file rather than an inline script, so the page's
// Content-Security-Policy allows scripts from the site only.
(function () {
  'use strict';
  var status = document.getElementById('status');
  var statusText = document.getElementById('status-text');
  // The few words shown before the game's own string tables are loaded, in the language the
  // game will pick: the link's "lang", else the browser's first one we speak.
  var words = {
    en: {
      loading: 'Loading the game…',
      noWasm: 'This browser cannot run WebAssembly, which Arkadia needs. Please use a current version of Firefox, Chrome, Edge or Safari.',
      noWebgl2: 'This browser or device has WebGL 2 switched off or unavailable, and Arkadia draws its board with it. Enable hardware acceleration or try another browser.',
      lost: 'The graphics context was lost. Reload the page to continue.',
      stopped: 'The game stopped unexpectedly. Reload the page: your game was saved after every move.',
      files: 'The game files could not be loaded. Check the connection and reload.'
    },
    fr: {
      loading: 'Chargement du jeu…',
      noWasm: 'Ce navigateur ne sait pas exécuter WebAssembly, dont Arkadia a besoin. Utilisez une version récente de Firefox, Chrome, Edge ou Safari.',
      noWebgl2: 'WebGL 2 est désactivé ou indisponible sur ce navigateur ou cet appareil, et Arkadia s’en sert pour dessiner le plateau. Activez l’accélération matérielle ou essayez un autre navigateur.',
      lost: 'Le contexte graphique a été perdu. Rechargez la page pour continuer.',
      stopped: 'Le jeu s’est arrêté de façon inattendue. Rechargez la page : la partie a été enregistrée après chaque coup.',
      files: 'Les fichiers du jeu n’ont pas pu être chargés. Vérifiez la connexion et rechargez.'
    },
    de: {
      loading: 'Das Spiel wird geladen…',
      noWasm: 'Dieser Browser kann kein WebAssembly ausführen, das Arkadia braucht. Bitte eine aktuelle Version von Firefox, Chrome, Edge oder Safari verwenden.',
      noWebgl2: 'WebGL 2 ist in diesem Browser oder auf diesem Gerät abgeschaltet oder nicht verfügbar, und Arkadia zeichnet damit sein Spielbrett. Hardwarebeschleunigung einschalten oder einen anderen Browser versuchen.',
      lost: 'Der Grafikkontext ging verloren. Bitte die Seite neu laden.',
      stopped: 'Das Spiel wurde unerwartet beendet. Bitte die Seite neu laden: die Partie wurde nach jedem Zug gespeichert.',
      files: 'Die Spieldateien konnten nicht geladen werden. Verbindung prüfen und neu laden.'
    }
  };
  function pickLanguage() {
    var wanted = [];
    try { wanted.push(new URLSearchParams(location.search).get('lang') || ''); } catch (e) { /* no parameters */ }
    wanted = wanted.concat(navigator.languages || [navigator.language || '']);
    for (var i = 0; i < wanted.length; ++i) {
      var code = String(wanted[i] || '').slice(0, 2).toLowerCase();
      if (words[code]) return code;
    }
    return 'en';
  }
  var say = words[pickLanguage()];
  statusText.textContent = say.loading;
  function fail(message) {
    status.className = 'failed';
    statusText.textContent = message;
  }
  window.pageFail = fail;

  if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
    fail(say.noWasm);
    return;
  }
  // A cheap check first; whether a context can really be made is known when the game makes its
  // own (a second, throwaway context would cost a few hundred milliseconds of start-up).
  var noWebgl2 = say.noWebgl2;
  window.pageNoWebgl2 = function () { fail(noWebgl2); };
  if (typeof WebGL2RenderingContext === 'undefined') {
    fail(noWebgl2);
    return;
  }
  var canvas = document.getElementById('canvas');
  // The keys to the page, which a screen reader then leaves to it (the canvas is an application,
  // shell.html): at once, before the reader has finished loading the document and would start
  // reading it all aloud; again after the first frame if nothing has them. Not in a frame of
  // another site's page, whose keys stay where its reader put them.
  var takeKeys = function () {
    if (window.top === window && (!document.activeElement || document.activeElement === document.body)) canvas.focus();
  };
  takeKeys();
  canvas.addEventListener('webglcontextlost', function (e) {
    e.preventDefault();
    fail(say.lost);
  });
  // Right-click turns the tile; the browser's menu must not open over the board.
  canvas.addEventListener('contextmenu', function (e) { e.preventDefault(); });
  // A press or a release with no move to it before (a trackpad's tap, a quick click): SDL puts a
  // button where the last move it saw left the pointer, so the click landed where the pointer had
  // been (issue 77: a quick click on the Log tab left the panel as it was). The move is given to
  // the canvas first, where the press or release is. Not for the mouse events a touch makes:
  // SDL reads the touch itself.
  var lastMove = null, lastTouch = -Infinity;
  canvas.addEventListener('mousemove', function (e) { lastMove = [e.clientX, e.clientY]; }, true);
  window.addEventListener('touchstart', function () { lastTouch = Date.now(); }, true);
  var moveFirst = function (e) {
    if (e.target !== canvas || Date.now() - lastTouch < 1000) return;
    if (lastMove && lastMove[0] === e.clientX && lastMove[1] === e.clientY) return;
    canvas.dispatchEvent(new MouseEvent('mousemove', { clientX: e.clientX, clientY: e.clientY, screenX: e.screenX,
                                                       screenY: e.screenY, buttons: e.buttons, bubbles: true }));
  };
  window.addEventListener('mousedown', moveFirst, true);
  window.addEventListener('mouseup', moveFirst, true);

  // Offline play: the service worker keeps every file of the site (see sw.js, generated by
  // web/make-sw.mjs). Only on http(s) pages of a secure context (https, or localhost); a page
  // opened from a file, or a browser that refuses, simply plays online.
  function registerServiceWorker() {
    if (!('serviceWorker' in navigator) || !window.isSecureContext ||
        (location.protocol !== 'https:' && location.protocol !== 'http:')) {
      return;
    }
    try {
      navigator.serviceWorker.register('sw.js', { scope: './' }).catch(function (e) {
        console.warn('Offline play is unavailable: ' + e);
      });
    } catch (e) {
      console.warn('Offline play is unavailable: ' + e);
    }
  }

  // Play between devices (issue 49): PeerJS, the QR code library and the transport over PeerJS,
  // files of the site loaded when a table with friends opens (web/remote_bridge.js), so that a
  // page that never plays with friends never spends time on them. They download side by side and
  // run in this order (async = false). A Promise, once.
  var remoteScripts = null;
  window.pageLoadRemote = function () {
    if (remoteScripts) return remoteScripts;
    remoteScripts = Promise.all(['peerjs.min.js', 'qrcode.js', 'remote_transport.js'].map(function (name) {
      return new Promise(function (done, failed) {
        var s = document.createElement('script');
        s.src = name;
        s.async = false;
        s.onload = done;
        s.onerror = function () { failed(new Error(name)); };
        document.body.appendChild(s);
      });
    }));
    return remoteScripts;
  };
  // A friend's page (an invitation link, "?join="): the transport is loaded now, before the
  // game's code, so it runs before the long task that starts the game, and the connection to the
  // host is made while the game loads (remote_bridge.js keeps what it hears until the game asks).
  // A new invitation opened in the same tab differs only after the '#', which the browser does
  // not load again: the page starts over with it.
  try {
    if (new URLSearchParams(location.search).has('join')) {
      window.pageLoadRemote().catch(function () { /* said when the game joins */ });
      window.addEventListener('hashchange', function () { location.reload(); });
    }
  } catch (e) { /* no parameters */ }

  window.Module = {
    canvas: canvas,
    print: function (text) { console.log(text); },
    printErr: function (text) { console.warn(text); },
    // Called by the game once its first frame is on screen.
    pageFirstFrame: function () {
      status.className = 'hidden';
      window.pageFirstFrameMs = performance.now();
      // The name embedding pages read before the hooks were named for any game; kept for them.
      window.arkadiaFirstFrameMs = window.pageFirstFrameMs;
      takeKeys();
      // After the first frame, so that keeping the files for offline play does not compete
      // with loading the game.
      registerServiceWorker();
    },
    onAbort: function (what) {
      console.error('Arkadia stopped: ' + what);
      fail(say.stopped);
    }
  };
  var script = document.createElement('script');
  script.src = 'page.js';
  script.async = true;
  script.onerror = function () { fail(say.files); };
  document.body.appendChild(script);
})();
