// The transport test's driver (tests/browser/transport.test.mjs): one host or guest per page,
// everything it hears recorded in window.heard for the test to poll.
'use strict';
(function () {
  const heard = window.heard = [];
  const note = (event) => heard.push({ at: performance.now(), ...event });
  let host = null, guest = null;

  window.driver = {
    // Becomes a host; resolves to its id on the broker (null without a broker).
    host(config) {
      host = RemoteTransport.host({
        ...config,
        onPeer: (peerId) => note({ type: 'peer', peerId }),
        onMessage: (peerId, text) => {
          note({ type: 'message', peerId, text });
          if (text.startsWith('ping ')) host.send(peerId, 'pong ' + text.slice(5));
        },
        onClose: (peerId) => note({ type: 'close', peerId }),
        onError: (code, detail) => note({ type: 'error', code, detail }),
      });
      return host.ready;
    },
    hostSend: (peerId, text) => host.send(peerId, text),
    hostPeers: () => host.peers(),
    hostDisconnect: (peerId) => host.disconnect(peerId),
    hostToken: () => host.token,
    hostClose: () => host.close(),
    manualOffer: () => host.manualOffer(),
    manualAccept: (peerId, text) => host.manualAccept(peerId, text),

    join(hostId, config) {
      guest = RemoteTransport.join(hostId, {
        ...config,
        onOpen: (again) => note({ type: 'open', again }),
        onMessage: (text) => note({ type: 'message', text }),
        onClose: (why) => note({ type: 'close', why }),
        onError: (code, detail) => note({ type: 'error', code, detail }),
      });
    },
    // `config.greet`: a text sent the moment the connection opens, as the page asks to join.
    manualAnswer(offerText, config) {
      guest = RemoteTransport.manualAnswer(offerText, {
        ...config,
        onOpen: (again) => {
          note({ type: 'open', again });
          if (config.greet) guest.send(config.greet);
        },
        onMessage: (text) => note({ type: 'message', text }),
        onClose: (why) => note({ type: 'close', why }),
        onError: (code, detail) => note({ type: 'error', code, detail }),
      });
      return guest.answer;
    },
    guestSend: (text) => guest.send(text),
    guestOpen: () => guest.isOpen(),
    guestClose: () => guest.close(),

    // Sends `count` texts numbered from `from`, "PREFIX N", in one go.
    burst(prefix, from, count, to) {
      let sent = 0;
      for (let i = from; i < from + count; ++i) {
        const ok = to === undefined ? guest.send(`${prefix} ${i}`) : host.send(to, `${prefix} ${i}`);
        if (ok) ++sent;
      }
      return sent;
    },

    // Round trips from this guest to the host and back, one after the other: the times in ms.
    async roundTrips(count) {
      const times = [];
      for (let i = 0; i < count; ++i) {
        const start = performance.now();
        const seen = heard.length;
        guest.send(`ping ${i}`);
        await new Promise((ok) => {
          const look = () => (heard.slice(seen).some((e) => e.type === 'message' && e.text === `pong ${i}`) ? ok() : setTimeout(look, 0));
          look();
        });
        times.push(performance.now() - start);
      }
      return times;
    },

    // A hostile friend: PeerJS directly, no transport, frames of its own. Resolves once sent.
    hostile(hostId, broker, frames) {
      return new Promise((ok, fail) => {
        const peer = new Peer({ ...broker, config: { iceServers: [] }, debug: 0 });
        peer.on('error', (e) => fail(new Error(e.type)));
        peer.on('open', () => {
          const conn = peer.connect(hostId, { serialization: 'raw', reliable: true });
          conn.on('open', () => {
            for (const f of frames) conn.send(typeof f === 'number' ? 'M' + 'x'.repeat(f) : f);
            ok(frames.length);
          });
        });
      });
    },
  };
})();
