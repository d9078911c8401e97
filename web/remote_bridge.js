// Linked into the page module (--pre-js): the browser's side of play between devices
// (web/shell/remote_link.cpp; docs/remote-play.md). It carries strings only: what the transport
// (web/remote_transport.js, over PeerJS) hears goes to page_remote_event, what the game sends
// goes out. The game's logic (web/logic/remote_*) decides everything. The scripts are the site's
// own, loaded by boot.js's pageLoadRemote() when a table with friends opens.
'use strict';

(function () {
  var host = null;    // RemoteTransport.host, on the host's page
  var guest = null;   // RemoteTransport.join, on a friend's page
  var titleBefore = null;

  function event(kind, a, b) {
    Module['ccall']('page_remote_event', null, ['string', 'string', 'string'], [kind, a === undefined ? '' : String(a), b === undefined ? '' : String(b)]);
  }
  function load() {
    return (window.pageLoadRemote ? window.pageLoadRemote() : Promise.reject(new Error('no loader')))
      .then(function () { if (!window.RemoteTransport) throw new Error('no transport'); });
  }
  // The site's broker (index.html's <meta name="arkadia-broker">, written at build time by
  // web/make-index.mjs or later by scripts/point-broker): an address, or empty for PeerJS's
  // public one, and its key in data-key (none: PeerJS's own, 'peerjs'). The page's policy names
  // exactly this broker.
  function broker() {
    var meta = document.querySelector('meta[name="arkadia-broker"]');
    var address = meta ? meta.getAttribute('content') : '';
    if (!address) return undefined;
    var key = meta.getAttribute('data-key');
    if (key === null) key = 'peerjs';
    else if (!/^[A-Za-z0-9_-]{1,64}$/.test(key)) {
      // Never written so by the site's tools; passed on as it is, for the broker to refuse,
      // rather than quietly using another key.
      console.warn('The site\'s broker key is not a PeerJS key: ' + JSON.stringify(key));
    }
    try {
      var url = new URL(address);
      var secure = url.protocol === 'https:';
      return { host: url.hostname, port: Number(url.port) || (secure ? 443 : 80), path: url.pathname || '/', secure: secure, key: key };
    } catch (e) { return undefined; }
  }

  // `id` and `token` ('' for new ones): a reloaded host asks the broker for the id its friends'
  // pages know, which the token proves is still this page's.
  Module['remoteHostOpen'] = function (id, token) {
    if (host) return;
    load().then(function () {
      host = window.RemoteTransport.host({
        broker: broker(),
        id: id || undefined,
        token: token || undefined,
        onReady: function (id, token) { if (id) event('host-ready', id, token || ''); },
        onPeer: function (peer) { event('peer-open', peer); },
        onMessage: function (peer, text) { event('message', peer, text); },
        onClose: function (peer) { event('peer-closed', peer); },
        onError: function (code, detail) { event('error', code, detail); }
      });
    }, function () { event('error', 'unsupported'); });
  };
  Module['remoteSend'] = function (peer, text) { if (host) host.send(peer, text); };
  // Without a broker: the host's connection text for a friend, carried by hand, and the friend's
  // reply pasted back (web/remote_transport.js's manualOffer / manualAccept).
  // An offer that cannot be made is said, so the invitation offers to try again.
  Module['remoteManualOffer'] = function (seat) {
    if (!host) { event('error', 'offer-failed', seat); return; }
    host.manualOffer().then(function (offer) { event('manual-offer', seat, offer.peerId + '\n' + offer.text); },
                            function () { event('error', 'offer-failed', seat); });
  };
  Module['remoteManualAccept'] = function (peerId, text) { if (host) host.manualAccept(peerId, text).catch(function () { /* said by onError */ }); };
  Module['remoteDisconnect'] = function (peer) { if (host) host.disconnect(peer); };

  // A friend's page connects to the host while the game's code is still loading: the events heard
  // before the game asks to join (remoteJoin) wait here, in order, and are handed over then.
  var early = null, earlyHost = null;
  function deliver(kind, a, b) { if (early) early.push([kind, a, b]); else event(kind, a, b); }
  function startGuest(hostId) {
    if (guest) return;
    if (navigator.onLine === false) deliver('error', 'no-network');
    load().then(function () {
      if (guest) return;
      guest = window.RemoteTransport.join(hostId, {
        broker: broker(),
        onOpen: function (again) { deliver('guest-open', again ? '1' : '0'); },
        onMessage: function (text) { deliver('guest-message', text); heardByGuest(text); },
        onClose: function (why) { deliver('guest-closed', why); },
        onError: function (code, detail) { deliver('error', code, detail); }
      });
    }, function () { deliver('error', 'unsupported'); });
  }
  (function () {
    var query = new URLSearchParams(location.search), fragment = new URLSearchParams(location.hash.slice(1));
    var peer = fragment.get('p');
    if (!query.get('join') || !peer || !/^[\w-]{1,64}$/.test(peer) || fragment.has('o')) return;
    early = [];
    earlyHost = peer;
    startGuest(peer);
  })();

  // A friend's page with the host's connection text (an invitation carried by hand): its reply,
  // once made, is handed to the game to show ('manual-answer').
  Module['remoteJoinManual'] = function (offer) {
    if (guest) return;
    load().then(function () {
      if (guest) return;
      guest = window.RemoteTransport.manualAnswer(offer, {
        onOpen: function (again) { event('guest-open', again ? '1' : '0'); },
        onMessage: function (text) { event('guest-message', text); heardByGuest(text); },
        onClose: function (why) { event('guest-closed', why); },
        onError: function (code, detail) { event('error', code, detail); }
      });
      guest.answer.then(function (text) { event('manual-answer', text); }, function () { /* said by onError */ });
    }, function () { event('error', 'unsupported'); });
  };

  // The game calls this while it sets its friend's table up: what was heard is handed over after
  // that call has returned (a 'guest-open' given during it reached no table and was lost, and
  // the page never asked to join). Whatever comes meanwhile waits behind it, in order.
  Module['remoteJoin'] = function (hostId) {
    if (early !== null && hostId === earlyHost) {
      setTimeout(function () {
        var heard = early;
        early = null;
        if (heard) heard.forEach(function (e) { event(e[0], e[1], e[2]); });  // handed over once
      });
      return;
    }
    early = null;
    startGuest(hostId);
  };
  // A decision's round trip, the friend's page to the host and back with the new table, in ms
  // (Module.remoteRoundTrips, the last 200): the figure tests/browser/bench-remote.mjs reports.
  var actSentAt = -1;
  Module['remoteRoundTrips'] = [];
  Module['remoteGuestClose'] = function () {
    if (!guest) return;
    var closing = guest;
    guest = null;
    try { closing.close(); } catch (e) { /* gone */ }
  };
  // This browser's id (one device holds a seat: docs/remote-play.md) and what the host is shown
  // of it, '\n' between: the platform and the browser, never more of the user agent.
  Module['remoteDevice'] = function () {
    var id = '';
    try {
      id = localStorage.getItem('arkadia.device') || '';
      if (!/^[0-9a-z-]{8,64}$/.test(id)) {
        id = Module['remoteRandomHex'](12);
        localStorage.setItem('arkadia.device', id);
      }
    } catch (e) { id = ''; }
    var ua = navigator.userAgent || '';
    var platform = /Android/.test(ua) ? 'Android' : /iPhone/.test(ua) ? 'iPhone' : /iPad/.test(ua) ? 'iPad'
      : /CrOS/.test(ua) ? 'ChromeOS' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'Mac' : /Linux/.test(ua) ? 'Linux' : '';
    var browser = /Firefox\//.test(ua) ? 'Firefox' : /Edg\//.test(ua) ? 'Edge' : /Chrom(e|ium)\//.test(ua) ? 'Chrome'
      : /Safari\//.test(ua) ? 'Safari' : '';
    return id + '\n' + [platform, browser].filter(Boolean).join(' · ');
  };
  Module['remoteGuestSend'] = function (text) {
    if (!guest) return;
    if (text.indexOf('"type":"act"') >= 0) actSentAt = performance.now();
    guest.send(text);
  };
  function heardByGuest(text) {
    if (actSentAt >= 0 && text.indexOf('"type":"state"') >= 0) {
      Module['remoteRoundTrips'].push(performance.now() - actSentAt);
      if (Module['remoteRoundTrips'].length > 200) Module['remoteRoundTrips'].shift();
      actSentAt = -1;
    }
  }

  // The QR code of a text as rows of '0' and '1' joined by '\n' ('' until the library is loaded):
  // the game draws the squares itself.
  Module['remoteQr'] = function (text) {
    if (typeof window.qrcode !== 'function') { load().then(function () { event('qr-ready'); }, function () {}); return ''; }
    try {
      var qr = window.qrcode(0, 'M');
      qr.addData(text, 'Byte');
      qr.make();
      var n = qr.getModuleCount(), rows = [];
      for (var r = 0; r < n; ++r) {
        var row = '';
        for (var c = 0; c < n; ++c) row += qr.isDark(r, c) ? '1' : '0';
        rows.push(row);
      }
      return rows.join('\n');
    } catch (e) { return ''; }
  };

  Module['remoteCopy'] = function (text) {
    var done = function (ok) { event('copied', ok ? '1' : '0'); };
    try { navigator.clipboard.writeText(text).then(function () { done(true); }, function () { done(false); }); } catch (e) { done(false); }
  };
  Module['remoteCanShare'] = function () { return typeof navigator.share === 'function'; };
  Module['remoteShare'] = function (title, url) {
    try { navigator.share({ title: title, url: url }).catch(function () { /* the player closed the sheet */ }); } catch (e) { /* none */ }
  };
  Module['remoteRandomHex'] = function (bytes) {
    var b = new Uint8Array(bytes);
    crypto.getRandomValues(b);
    return Array.from(b, function (x) { return x.toString(16).padStart(2, '0'); }).join('');
  };
  // The page's own address, without query or fragment: the invitation's start.
  Module['remotePageAddress'] = function () { return location.origin + location.pathname; };

  // "Your turn" in the tab's title while the tab is hidden; the title comes back when it shows.
  // A turn that began while the tab showed gets the title when the tab is hidden, with no chime:
  // the player saw it come.
  var turnText = '';
  Module['remoteTurnTitle'] = function (text, alert) {
    turnText = text;
    if (text && document.hidden) {
      showTurnTitle(text, alert);
    } else if (titleBefore !== null) {
      restoreTitle();
    }
  };
  function showTurnTitle(text, alert) {
    if (titleBefore === null) {
      titleBefore = document.title;
      if (alert) turnAlert(text);
    }
    Module['pageTitleHeld'] = true;
    document.title = text;
  }
  // The player asked to be told of a turn while the tab is hidden: a short chime of its own (two
  // notes, made here: no sound file) and a notification where allowed; a click on it comes back.
  var notification = null;
  function turnAlert(text) {
    try {
      var Context = window.AudioContext || window.webkitAudioContext;
      if (Context) {
        var audio = new Context();
        [[660, 0], [880, 0.16]].forEach(function (note) {
          var tone = audio.createOscillator(), gain = audio.createGain();
          tone.frequency.value = note[0];
          gain.gain.setValueAtTime(0.0001, audio.currentTime + note[1]);
          gain.gain.exponentialRampToValueAtTime(0.2, audio.currentTime + note[1] + 0.02);
          gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + note[1] + 0.3);
          tone.connect(gain).connect(audio.destination);
          tone.start(audio.currentTime + note[1]);
          tone.stop(audio.currentTime + note[1] + 0.32);
        });
        setTimeout(function () { audio.close(); }, 1000);
      }
    } catch (e) { /* no sound: the title says it */ }
    if (window.Notification && Notification.permission === 'granted') {
      try {
        notification = new Notification(text, { tag: 'arkadia-turn', icon: 'icon.svg' });
        notification.onclick = function () { window.focus(); notification.close(); };
      } catch (e) { /* some browsers allow notifications only from a service worker */ }
    }
  }
  Module['remoteAskToNotify'] = function () {
    if (window.Notification && Notification.permission === 'default') Notification.requestPermission().catch(function () {});
  };
  // The page's own title back (page_bridge.js, pageSetTitle), the newest if it changed meanwhile.
  function restoreTitle() {
    if (notification) { notification.close(); notification = null; }
    document.title = Module['pageTitle'] || titleBefore;
    titleBefore = null;
    Module['pageTitleHeld'] = false;
  }
  document.addEventListener('visibilitychange', function () {
    if (!document.hidden && titleBefore !== null) restoreTitle();
    else if (document.hidden && turnText) showTurnTitle(turnText, false);
  });
  window.addEventListener('online', function () { event('online'); });
  window.addEventListener('offline', function () { event('error', 'no-network'); });
})();
