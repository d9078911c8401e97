// The page's transport for play between devices (issue 49; docs/remote-transport.md): strings
// carried between a host's page and its friends' pages over WebRTC data channels. It knows
// nothing of games: the protocol (web/logic/remote_protocol.*) is the C++ side's. Set up through
// a PeerJS broker (npm `peerjs`, whose browser build dist/peerjs.min.js must be loaded before a
// connection is made: it defines window.Peer), or with no broker at all, by copying an invitation
// text and its reply by hand.
//
//   const host = RemoteTransport.host({ broker, iceServers, id, token,
//                                       onReady(id, token), onPeer(peerId), onMessage(peerId, text),
//                                       onClose(peerId), onError(code, detail) });
//   host.ready → Promise of the host's id on the broker (null without a broker)
//   host.send(peerId, text), host.disconnect(peerId), host.peers(), host.close()
//   host.manualOffer() → Promise of { peerId, text }: the invitation to carry by hand
//   host.manualAccept(peerId, answerText) → Promise; the friend then comes as onPeer(peerId)
//
//   const guest = RemoteTransport.join(hostId, { broker, iceServers,
//                                               onOpen(again), onMessage(text), onClose(),
//                                               onError(code, detail) });
//   guest.send(text), guest.close(), guest.isOpen(); reconnects by itself (backoff) when dropped
//   const guest = RemoteTransport.manualAnswer(offerText, { iceServers, onOpen, onMessage,
//                                                          onClose, onError });
//   guest.answer → Promise of the reply text to carry back to the host
//
// A peerId names one connection: a friend who reconnects comes back as a new peerId (the
// protocol's join says who it is). Error codes, for the page to put into words:
//   'no-network'          the browser is offline
//   'broker-unreachable'  the broker does not answer or is not allowed (the page's CSP)
//   'broker-refused'      the broker refused our key
//   'host-gone'           the broker knows no such host (its page is closed)
//   'timeout'             the host is there but no direct connection could be made in time
//                         (a network that needs a TURN server), or a friend went silent
//   'id-taken'            the host's id is held by another page (another tab of the same table)
//   'too-big'             a message over the size cap, refused (detail: 'send' or the peerId)
//   'flood'               a peer sent faster than the rate limit: messages dropped (detail: peerId)
//   'bad-text'            an invitation or reply text that does not read
//   'unsupported'         no WebRTC in this browser, or PeerJS not loaded
// Every callback is optional. Nothing here throws at the caller.
(function (global) {
  'use strict';

  // PeerJS's public broker (its defaults), and PeerJS's public STUN server.
  const PUBLIC_BROKER = Object.freeze({ host: '0.peerjs.com', port: 443, path: '/', secure: true, key: 'peerjs' });
  const DEFAULT_ICE_SERVERS = Object.freeze([Object.freeze({ urls: 'stun:stun.l.google.com:19302' })]);

  const defaults = {
    maxBytes: 256 * 1024,          // a message's size cap, UTF-8 bytes (the protocol's limit)
    frameChars: 16 * 1024,         // what one data-channel message carries at most
    framesPerSecond: 100,          // the receiving side's rate limit, per connection:
    frameBurst: 200,               //   frames, and
    charsPerSecond: 2 * 1024 * 1024, //  characters (a token bucket each)
    charBurst: 4 * 1024 * 1024,
    heartbeatMs: 2000,             // a heartbeat when nothing else was sent for this long
    silentMs: 15000,               // a connection that heard nothing for this long is dead
    connectMs: 15000,              // a broker or a host that does not answer within this: an error
    backoffMs: [250, 500, 1000, 2000, 4000, 8000, 10000], // the guest's waits between attempts
    gatherMs: 5000,                // manual mode: how long to gather ICE candidates at most
    replyWaitMs: 15 * 60 * 1000,   // manual mode: how long a friend's reply waits for the host to use
                                   //   it: a person carries it back (a chat, a message), which takes
                                   //   minutes, not the seconds a broker takes
    maxPeers: 16,                  // a host's open and pending connections at most
    maxSignalChars: 20000,         // manual mode: an invitation or reply text at most
  };

  const now = () => (global.performance && performance.now ? performance.now() : Date.now());
  const call = (f, ...args) => {
    if (typeof f !== 'function') return;
    try { f(...args); } catch (e) { setTimeout(() => { throw e; }); }
  };
  const offline = () => global.navigator && global.navigator.onLine === false;
  const randomId = (prefix) => {
    const b = new Uint8Array(8);
    global.crypto.getRandomValues(b);
    return prefix + Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  };

  // The UTF-8 length of a string, stopping early past `limit`.
  function utf8Length(s, limit = Infinity) {
    let n = 0;
    for (let i = 0; i < s.length && n <= limit; ++i) {
      const c = s.charCodeAt(i);
      if (c < 0x80) n += 1;
      else if (c < 0x800) n += 2;
      else if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) { n += 4; ++i; }
      else n += 3;
    }
    return n;
  }

  class Bucket {
    constructor(rate, burst) { this.rate = rate; this.burst = burst; this.level = burst; this.at = now(); }
    take(n) {
      const t = now();
      this.level = Math.min(this.burst, this.level + (t - this.at) * this.rate / 1000);
      this.at = t;
      if (this.level < n) return false;
      this.level -= n;
      return true;
    }
  }

  // The open channels and the PeerJS peers, closed when the page goes away: each channel says
  // goodbye first, then the broker is told at once (rather than when the page's socket dies), so
  // a friend who tries again right away hears that the host is gone instead of waiting.
  const live = new Set();
  const livePeers = new Set();
  if (global.addEventListener) {
    global.addEventListener('pagehide', () => {
      for (const c of Array.from(live)) c.close('closed');
      for (const p of Array.from(livePeers)) { livePeers.delete(p); try { p.destroy(); } catch (e) { /* gone */ } }
    });
  }

  // One connection's framing, limits and heartbeat, over anything that sends strings.
  // Frames: 'M' + text ends a message, 'C' + text continues one, 'H' is a heartbeat, 'B' says
  // goodbye (the page closes or leaves the table: the other side knows at once rather than
  // after `silentMs`).
  class Channel {
    constructor(limits, sendFrame, closeLink, events) {
      this.limits = limits;
      this.sendFrame = sendFrame;
      this.closeLink = closeLink;
      this.events = events;               // message(text), closed(why), error(code)
      this.parts = [];
      this.bytes = 0;
      this.skipping = false;              // the rest of a refused message is dropped
      this.frames = new Bucket(limits.framesPerSecond, limits.frameBurst);
      this.chars = new Bucket(limits.charsPerSecond, limits.charBurst);
      this.lastHeard = this.lastSent = now();
      this.floodReported = -Infinity;
      this.closed = false;
      this.timer = setInterval(() => this.tick(), Math.max(250, Math.min(limits.heartbeatMs, 1000)));
      live.add(this);
    }

    tick() {
      const t = now();
      if (t - this.lastHeard > this.limits.silentMs) { this.close('silent'); return; }
      if (t - this.lastSent >= this.limits.heartbeatMs) this.frame('H');
    }

    frame(f) {
      if (this.closed) return false;
      try { this.sendFrame(f); } catch (e) { this.close('send-failed'); return false; }
      this.lastSent = now();
      return true;
    }

    send(text) {
      if (this.closed) return false;
      text = String(text);
      if (utf8Length(text, this.limits.maxBytes) > this.limits.maxBytes) { this.events.error('too-big', 'send'); return false; }
      const step = this.limits.frameChars;
      let i = 0;
      while (text.length - i > step) {
        let j = i + step;
        const c = text.charCodeAt(j - 1);
        if (c >= 0xd800 && c < 0xdc00) --j;    // never split a surrogate pair
        if (!this.frame('C' + text.slice(i, j))) return false;
        i = j;
      }
      return this.frame('M' + text.slice(i));
    }

    receive(data) {
      if (this.closed) return;
      this.lastHeard = now();
      const size = typeof data === 'string' ? data.length : (data && data.byteLength) || 0;
      if (!this.frames.take(1) || !this.chars.take(size)) {
        const t = now();
        if (t - this.floodReported > 1000) { this.floodReported = t; this.events.error('flood'); }
        this.drop(data);
        return;
      }
      if (typeof data !== 'string' || data.length === 0) return;   // not ours: ignored
      const kind = data[0];
      if (kind === 'H') return;
      if (kind === 'B') { this.close('left'); return; }
      if (kind !== 'M' && kind !== 'C') return;
      if (this.skipping) { if (kind === 'M') this.skipping = false; return; }
      const part = data.slice(1);
      this.bytes += utf8Length(part, this.limits.maxBytes + 1);
      if (this.bytes > this.limits.maxBytes) {
        this.parts = [];
        this.bytes = 0;
        this.skipping = kind === 'C';
        this.events.error('too-big');
        return;
      }
      this.parts.push(part);
      if (kind === 'M') {
        const text = this.parts.length === 1 ? this.parts[0] : this.parts.join('');
        this.parts = [];
        this.bytes = 0;
        this.events.message(text);
      }
    }

    // A frame dropped by the rate limit: the message it belongs to is lost whole.
    drop(data) {
      const last = typeof data === 'string' && data[0] === 'M';
      this.parts = [];
      this.bytes = 0;
      this.skipping = !last && !(typeof data === 'string' && data[0] === 'H');
    }

    // why: 'closed' (by this side: says goodbye), 'left' (the other side said goodbye), 'silent'
    // (heard nothing for silentMs), 'gone' (the data channel closed under it), 'send-failed',
    // 'disconnected' (the host cut it: says goodbye).
    close(why = 'closed') {
      if (this.closed) return;
      if (why === 'closed' || why === 'disconnected') this.frame('B');
      this.closed = true;
      live.delete(this);
      clearInterval(this.timer);
      try { this.closeLink(); } catch (e) { /* already gone */ }
      this.events.closed(why);
    }
  }

  // What a connection hears before its 'open' is dispatched (the other end may speak the moment
  // its own end opens: a friend asks to join), kept up to a burst and handed to the channel once
  // it exists, rather than lost.
  class EarlyFrames {
    constructor(limits) { this.limit = limits.frameBurst; this.frames = []; }
    hold(data) { if (this.frames.length < this.limit) this.frames.push(data); }
    handTo(channel) { for (const data of this.frames.splice(0)) channel.receive(data); }
  }

  function limitsOf(opts) {
    const l = Object.assign({}, defaults, opts && opts.limits);
    return l;
  }

  // The broker setting: undefined → PeerJS's public broker; null or false → none (manual only);
  // an object → its fields over the public broker's (port 443 or 80 by `secure`, path '/', key 'peerjs').
  function brokerOf(broker) {
    if (broker === null || broker === false) return null;
    if (broker === undefined) return Object.assign({}, PUBLIC_BROKER);
    const secure = broker.secure !== undefined ? !!broker.secure : true;
    return {
      host: String(broker.host || PUBLIC_BROKER.host),
      port: Number(broker.port || (secure ? 443 : 80)),
      path: String(broker.path || '/'),
      secure,
      key: String(broker.key || 'peerjs'),
    };
  }

  function iceOf(opts) {
    const servers = opts && opts.iceServers;
    return Array.isArray(servers) ? servers : DEFAULT_ICE_SERVERS.map((s) => Object.assign({}, s));
  }

  function peerClass() {
    if (global.peerjs && global.peerjs.Peer) return global.peerjs.Peer;
    return global.Peer || null;
  }

  function webrtc() { return typeof global.RTCPeerConnection === 'function'; }

  // PeerJS's error types in our words. The PeerJS server (npm `peer`, scripts/broker) refuses a
  // wrong key with a server-error "Invalid key provided", not with invalid-key.
  function codeOf(type, message) {
    if (offline()) return 'no-network';
    switch (type) {
      case 'peer-unavailable': return 'host-gone';
      case 'unavailable-id': return 'id-taken';
      case 'invalid-key': return 'broker-refused';
      case 'server-error': return /\binvalid key\b/i.test(String(message || '')) ? 'broker-refused' : 'broker-unreachable';
      case 'browser-incompatible': return 'unsupported';
      case 'webrtc': case 'negotiation-failed': return 'timeout';
      default: return 'broker-unreachable'; // network, server-error, socket-error, socket-closed, ssl-unavailable, disconnected
    }
  }

  function newPeer(id, broker, ice, token) {
    const Peer = peerClass();
    const options = { host: broker.host, port: broker.port, path: broker.path, secure: broker.secure, key: broker.key,
                      config: { iceServers: ice }, debug: 0 };
    if (token) options.token = token;
    const peer = id ? new Peer(id, options) : new Peer(options);
    livePeers.add(peer);
    peer.on('close', () => livePeers.delete(peer));
    return peer;
  }

  // ---- The host ---------------------------------------------------------------------------

  function host(opts = {}) {
    const limits = limitsOf(opts);
    const broker = brokerOf(opts.broker);
    const ice = iceOf(opts);
    const peers = new Map();      // peerId → { channel } once open
    const pending = new Map();    // peerId → { close } before open
    const manual = new Map();     // peerId → { pc, dc } offered by hand, not yet open
    let peer = null, id = opts.id || null, token = opts.token || null, closed = false;
    let attempt = 0, retryTimer = null, openTimer = null, resolveReady, readyDone = false;
    const ready = new Promise((ok) => { resolveReady = ok; });
    const settle = (value) => { if (readyDone) return false; readyDone = true; resolveReady(value); return true; };
    const error = (code, detail) => call(opts.onError, code, detail);

    function adopt(peerId, sendFrame, closeLink) {
      const channel = new Channel(limits, sendFrame, closeLink, {
        message: (text) => call(opts.onMessage, peerId, text),
        error: (code, detail) => error(code, detail || peerId),
        closed: () => { peers.delete(peerId); call(opts.onClose, peerId); },
      });
      peers.set(peerId, { channel });
      call(opts.onPeer, peerId);
      return channel;
    }

    function full() { return peers.size + pending.size + manual.size >= limits.maxPeers; }

    function onConnection(conn) {
      if (closed || full() || conn.serialization !== 'raw') { try { conn.close(); } catch (e) { /* gone */ } return; }
      const peerId = randomId('c');   // ours: the connection's own id is the remote's choice
      let channel = null;
      const early = new EarlyFrames(limits);
      const timer = setTimeout(() => { pending.delete(peerId); try { conn.close(); } catch (e) { /* gone */ } }, limits.connectMs);
      pending.set(peerId, { close: () => { clearTimeout(timer); try { conn.close(); } catch (e) { /* gone */ } } });
      conn.on('open', () => {
        clearTimeout(timer);
        pending.delete(peerId);
        if (closed) { conn.close(); return; }
        channel = adopt(peerId, (f) => conn.send(f), () => conn.close());
        early.handTo(channel);
      });
      conn.on('data', (data) => { if (channel) channel.receive(data); else early.hold(data); });
      conn.on('close', () => { clearTimeout(timer); pending.delete(peerId); if (channel) channel.close('gone'); });
      conn.on('error', () => { /* 'close' follows */ });
    }

    function scheduleRetry() {
      if (closed || retryTimer) return;
      const wait = limits.backoffMs[Math.min(attempt, limits.backoffMs.length - 1)];
      ++attempt;
      retryTimer = setTimeout(() => { retryTimer = null; openBroker(); }, wait);
    }

    function openBroker() {
      if (closed) return;
      clearTimeout(openTimer);
      if (peer && !peer.destroyed && peer.disconnected) {
        try { peer.reconnect(); } catch (e) { peer = null; }
      }
      if (!peer || peer.destroyed) {
        const p = peer = newPeer(id, broker, ice, token);
        p.on('open', (opened) => {
          if (p !== peer || closed) return;
          clearTimeout(openTimer);
          attempt = 0;
          id = opened;
          token = (p.options && p.options.token) || token;
          if (settle(id)) call(opts.onReady, id, token);
        });
        p.on('connection', (conn) => { if (p === peer) onConnection(conn); });
        p.on('disconnected', () => { if (p === peer && !closed) scheduleRetry(); });
        p.on('close', () => { if (p === peer && !closed) scheduleRetry(); });
        p.on('error', (e) => {
          if (p !== peer || closed) return;
          const code = codeOf(e && e.type, e && e.message);
          error(code, String(e && e.message || e));
          if (code === 'unsupported' || code === 'broker-refused') return;
          if (p.destroyed || p.disconnected) scheduleRetry();
        });
      }
      openTimer = setTimeout(() => {
        if (closed || (peer && peer.open)) return;
        error(offline() ? 'no-network' : 'broker-unreachable', 'no answer from the broker');
        try { peer.destroy(); } catch (e) { /* gone */ }
        scheduleRetry();
      }, limits.connectMs);
    }

    function start() {
      if (!broker) { settle(null); call(opts.onReady, null); return; }
      if (!webrtc() || !peerClass()) {
        error('unsupported', webrtc() ? 'PeerJS is not loaded' : 'no WebRTC');
        settle(null);
        return;
      }
      openBroker();
    }

    // Manual mode: an offer with every ICE candidate in it, to carry by hand.
    async function manualOffer() {
      if (closed) throw new Error('closed');
      if (!webrtc()) { error('unsupported', 'no WebRTC'); throw new Error('unsupported'); }
      if (full()) { error('flood', 'too many friends'); throw new Error('full'); }
      const peerId = randomId('m');
      const pc = new RTCPeerConnection({ iceServers: ice });
      const dc = pc.createDataChannel('table', { ordered: true });
      const entry = { pc, dc };
      manual.set(peerId, entry);
      const early = new EarlyFrames(limits);
      dc.onmessage = (e) => early.hold(e.data);
      dc.onopen = () => {
        manual.delete(peerId);
        clearTimeout(entry.timer);
        if (closed) { pc.close(); return; }
        const channel = adopt(peerId, (f) => dc.send(f), () => { dc.close(); pc.close(); });
        dc.onmessage = (e) => channel.receive(e.data);
        early.handTo(channel);
        dc.onclose = () => channel.close('gone');
        pc.onconnectionstatechange = () => { if (pc.connectionState === 'failed' || pc.connectionState === 'closed') channel.close('gone'); };
      };
      await pc.setLocalDescription(await pc.createOffer());
      await gathered(pc, limits.gatherMs);
      return { peerId, text: await encodeSignal('offer', pc.localDescription.sdp) };
    }

    async function manualAccept(peerId, answerText) {
      const entry = manual.get(peerId);
      if (!entry) { error('bad-text', 'no such invitation'); throw new Error('no such invitation'); }
      let sdp;
      try { sdp = await decodeSignal(answerText, 'answer', limits); } catch (e) { error('bad-text', String(e.message || e)); throw e; }
      try {
        await entry.pc.setRemoteDescription({ type: 'answer', sdp });
      } catch (e) { error('bad-text', String(e.message || e)); throw e; }
      entry.timer = setTimeout(() => {
        if (!manual.has(peerId)) return;
        manual.delete(peerId);
        entry.pc.close();
        error('timeout', peerId);
      }, limits.connectMs);
    }

    const handle = {
      ready,
      get id() { return id; },
      get token() { return token; },
      send(peerId, text) {
        const p = peers.get(peerId);
        return p ? p.channel.send(text) : false;
      },
      disconnect(peerId) {
        const p = peers.get(peerId);
        if (p) p.channel.close('disconnected');
      },
      peers() { return Array.from(peers.keys()); },
      manualOffer,
      manualAccept,
      close() {
        if (closed) return;
        closed = true;
        clearTimeout(retryTimer);
        clearTimeout(openTimer);
        for (const p of Array.from(peers.values())) p.channel.close('closed');
        for (const p of pending.values()) p.close();
        for (const m of manual.values()) { clearTimeout(m.timer); m.pc.close(); }
        pending.clear();
        manual.clear();
        if (peer) try { peer.destroy(); } catch (e) { /* gone */ }
        settle(null);
      },
    };
    start();
    return handle;
  }

  // ---- A friend ---------------------------------------------------------------------------

  function join(hostId, opts = {}) {
    const limits = limitsOf(opts);
    const broker = brokerOf(opts.broker);
    const ice = iceOf(opts);
    let peer = null, conn = null, channel = null, closed = false, opened = false;
    let attempt = 0, retryTimer = null, attemptTimer = null;
    const error = (code, detail) => call(opts.onError, code, detail);

    function clearAttempt() {
      clearTimeout(attemptTimer);
      attemptTimer = null;
      if (conn && !channel) { const c = conn; conn = null; try { c.close(); } catch (e) { /* gone */ } }
    }

    function retry(code, detail) {
      clearAttempt();
      if (closed) return;
      if (code) error(code, detail);
      if (retryTimer) return;
      const wait = limits.backoffMs[Math.min(attempt, limits.backoffMs.length - 1)];
      ++attempt;
      retryTimer = setTimeout(() => { retryTimer = null; connect(); }, wait);
    }

    function onOnline() { if (!closed && !channel && retryTimer) { clearTimeout(retryTimer); retryTimer = null; connect(); } }
    if (global.addEventListener) global.addEventListener('online', onOnline);

    function ensurePeer() {
      if (peer && !peer.destroyed && peer.disconnected) {
        try { peer.reconnect(); } catch (e) { peer = null; }
      }
      if (peer && !peer.destroyed) return;
      const p = peer = newPeer(null, broker, ice, null);
      p.on('open', () => { if (p === peer && !closed && !conn) dial(); });
      p.on('error', (e) => {
        if (p !== peer || closed) return;
        const type = e && e.type;
        // The broker answers a connection to an unknown id with peer-unavailable.
        if (type === 'peer-unavailable') { if (!channel) retry('host-gone', String(e.message || e)); return; }
        if (!channel) retry(codeOf(type, e && e.message), String(e && e.message || e));
      });
      p.on('disconnected', () => { /* the data connection, if any, goes on; the next attempt reconnects */ });
    }

    function dial() {
      if (closed || !peer || !peer.open) return;
      const c = conn = peer.connect(hostId, { serialization: 'raw', reliable: true });
      if (!c) { retry('broker-unreachable', 'no connection'); return; }
      c.on('open', () => {
        if (c !== conn || closed) { try { c.close(); } catch (e) { /* gone */ } return; }
        clearTimeout(attemptTimer);
        attempt = 0;
        channel = new Channel(limits, (f) => c.send(f), () => c.close(), {
          message: (text) => call(opts.onMessage, text),
          error: (code, detail) => error(code, detail || hostId),
          closed: (why) => {
            channel = null;
            conn = null;
            call(opts.onClose, why);
            if (!closed) retry(why === 'silent' ? 'timeout' : null);
          },
        });
        const again = opened;
        opened = true;
        call(opts.onOpen, again);
      });
      c.on('data', (data) => { if (c === conn && channel) channel.receive(data); });
      c.on('close', () => { if (c !== conn) return; if (channel) channel.close('gone'); else retry('timeout', 'closed before open'); });
      c.on('error', () => { /* 'close' follows */ });
    }

    function connect() {
      if (closed || channel) return;
      clearAttempt();
      if (offline()) { retry('no-network', 'offline'); return; }
      ensurePeer();
      attemptTimer = setTimeout(() => {
        if (closed || channel) return;
        const known = peer && peer.open;
        // Without the broker: unreachable. With it, the host knew but no path was found.
        if (!known) { try { peer.destroy(); } catch (e) { /* gone */ } peer = null; }
        retry(offline() ? 'no-network' : known ? 'timeout' : 'broker-unreachable', 'no answer in time');
      }, limits.connectMs);
      if (peer.open) dial();
    }

    if (!broker) setTimeout(() => error('broker-unreachable', 'no broker set'));
    else if (!webrtc() || !peerClass()) setTimeout(() => error('unsupported', webrtc() ? 'PeerJS is not loaded' : 'no WebRTC'));
    else connect();

    return {
      send(text) { return channel ? channel.send(text) : false; },
      isOpen() { return !!channel; },
      close() {
        if (closed) return;
        closed = true;
        clearTimeout(retryTimer);
        clearAttempt();
        if (global.removeEventListener) global.removeEventListener('online', onOnline);
        if (channel) channel.close('closed');
        if (peer) try { peer.destroy(); } catch (e) { /* gone */ }
      },
    };
  }

  // ---- Manual mode: copy and paste, no broker -----------------------------------------------

  function gathered(pc, ms) {
    if (pc.iceGatheringState === 'complete') return Promise.resolve();
    return new Promise((ok) => {
      const timer = setTimeout(done, ms);
      function done() { clearTimeout(timer); pc.removeEventListener('icegatheringstatechange', check); ok(); }
      function check() { if (pc.iceGatheringState === 'complete') done(); }
      pc.addEventListener('icegatheringstatechange', check);
    });
  }

  // A signal in text: 'ARK1' + 'z' (deflate-raw) or 'p' (plain) + base64url of {"k":kind,"s":sdp}.
  const PREFIX = 'ARK1';
  function toBase64url(bytes) {
    let s = '';
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }
  function fromBase64url(text) {
    const b = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const out = new Uint8Array(b.length);
    for (let i = 0; i < b.length; ++i) out[i] = b.charCodeAt(i);
    return out;
  }
  async function pipe(bytes, stream, cap) {
    const reader = new Blob([bytes]).stream().pipeThrough(stream).getReader();
    const chunks = [];
    let n = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      n += value.length;
      if (n > cap) { reader.cancel(); throw new Error('too long'); }
      chunks.push(value);
    }
    const out = new Uint8Array(n);
    let at = 0;
    for (const c of chunks) { out.set(c, at); at += c.length; }
    return out;
  }
  async function encodeSignal(kind, sdp) {
    const json = new TextEncoder().encode(JSON.stringify({ k: kind, s: sdp }));
    if (typeof CompressionStream === 'function') {
      try { return PREFIX + 'z' + toBase64url(await pipe(json, new CompressionStream('deflate-raw'), 1 << 20)); } catch (e) { /* plain */ }
    }
    return PREFIX + 'p' + toBase64url(json);
  }
  async function decodeSignal(text, kind, limits) {
    text = String(text || '').replace(/\s+/g, '');
    if (text.length > limits.maxSignalChars) throw new Error('too long');
    if (!text.startsWith(PREFIX) || !/^[A-Za-z0-9_-]*$/.test(text.slice(PREFIX.length + 1))) throw new Error('not an invitation');
    let bytes = fromBase64url(text.slice(PREFIX.length + 1));
    const how = text[PREFIX.length];
    if (how === 'z') {
      if (typeof DecompressionStream !== 'function') throw new Error('cannot decompress');
      bytes = await pipe(bytes, new DecompressionStream('deflate-raw'), 64 * 1024);
    } else if (how !== 'p') throw new Error('not an invitation');
    const value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (!value || value.k !== kind || typeof value.s !== 'string' || !value.s.startsWith('v=0')) throw new Error(`not an ${kind}`);
    return value.s;
  }

  function manualAnswer(offerText, opts = {}) {
    const limits = limitsOf(opts);
    const ice = iceOf(opts);
    let pc = null, channel = null, closed = false, timer = null;
    const error = (code, detail) => call(opts.onError, code, detail);
    const answer = (async () => {
      if (!webrtc()) { error('unsupported', 'no WebRTC'); throw new Error('unsupported'); }
      let sdp;
      try { sdp = await decodeSignal(offerText, 'offer', limits); } catch (e) { error('bad-text', String(e.message || e)); throw e; }
      pc = new RTCPeerConnection({ iceServers: ice });
      pc.ondatachannel = (e) => {
        const dc = e.channel;
        const early = new EarlyFrames(limits);
        dc.onopen = () => {
          clearTimeout(timer);
          if (closed) { pc.close(); return; }
          channel = new Channel(limits, (f) => dc.send(f), () => { dc.close(); pc.close(); }, {
            message: (text) => call(opts.onMessage, text),
            error: (code, detail) => error(code, detail || 'host'),
            closed: (why) => { channel = null; call(opts.onClose, why); },
          });
          call(opts.onOpen, false);
          if (channel) early.handTo(channel);
        };
        dc.onmessage = (m) => { if (channel) channel.receive(m.data); else early.hold(m.data); };
        dc.onclose = () => { if (channel) channel.close('gone'); };
      };
      try {
        await pc.setRemoteDescription({ type: 'offer', sdp });
        await pc.setLocalDescription(await pc.createAnswer());
      } catch (e) { error('bad-text', String(e.message || e)); pc.close(); throw e; }
      await gathered(pc, limits.gatherMs);
      timer = setTimeout(() => { if (!channel && !closed) error('timeout', 'the host did not connect'); }, limits.replyWaitMs);
      return encodeSignal('answer', pc.localDescription.sdp);
    })();
    answer.catch(() => {});
    return {
      answer,
      send(text) { return channel ? channel.send(text) : false; },
      isOpen() { return !!channel; },
      close() {
        if (closed) return;
        closed = true;
        clearTimeout(timer);
        if (channel) channel.close('closed');
        if (pc) pc.close();
      },
    };
  }

  global.RemoteTransport = Object.freeze({
    host, join, manualAnswer,
    publicBroker: PUBLIC_BROKER,
    defaultIceServers: DEFAULT_ICE_SERVERS,
    defaults: Object.freeze(Object.assign({}, defaults)),
    // For tests of the framing and limits without a browser.
    _internals: Object.freeze({ Channel, Bucket, utf8Length, brokerOf, encodeSignal, decodeSignal }),
  });
})(typeof window !== 'undefined' ? window : globalThis);
