// Linked into the page module (--pre-js). Two things that keep frames cheap:
//
// 1. The canvas keeps its pixels between frames (preserveDrawingBuffer), so a frame redraws only
//    what changed since the last one (page_render.cpp, web/logic/damage_grid.hpp).
(function () {
  var getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (kind, attributes) {
    if (kind === 'webgl2' && this.id === 'canvas') {
      attributes = Object.assign({}, attributes || {}, { preserveDrawingBuffer: true });
    }
    return getContext.call(this, kind, attributes);
  };
})();

// 2. Dear ImGui's OpenGL backend reads back the scissor
// box and blend state every frame to restore them afterwards. Chromium answers those
// getParameter calls with a round trip to the GPU process that first waits for all drawing
// queued so far (measured: ~80 ms a frame with software WebGL, so ~10 fps). The page's contexts
// remember what was set instead; anything not yet set still asks the real context.
(function () {
  if (typeof WebGL2RenderingContext === 'undefined') return;
  var SCISSOR_BOX = 0x0C10, BLEND_EQUATION_RGB = 0x8009, BLEND_EQUATION_ALPHA = 0x883D;
  var BLEND_DST_RGB = 0x80C8, BLEND_SRC_RGB = 0x80C9, BLEND_DST_ALPHA = 0x80CA, BLEND_SRC_ALPHA = 0x80CB;
  var proto = WebGL2RenderingContext.prototype;
  var original = {};
  ['scissor', 'blendFunc', 'blendFuncSeparate', 'blendEquation', 'blendEquationSeparate', 'getParameter']
    .forEach(function (name) { original[name] = proto[name]; });
  function remember(gl, pairs) {
    var known = gl.pageKnownState || (gl.pageKnownState = {});
    for (var i = 0; i < pairs.length; i += 2) known[pairs[i]] = pairs[i + 1];
  }
  // A frame that redraws a part of the canvas sets pageOuterScissor to it (page_render.cpp): every
  // scissor box is cut to it in whole pixels, so each draw lights exactly the pixels it lights
  // in a frame drawn whole, within that part (moving the clip rectangles instead rounds their
  // edges another way and left rows of text half drawn).
  proto.scissor = function (x, y, width, height) {
    var outer = this.pageOuterScissor;
    if (outer) {
      var x0 = Math.max(x, outer[0]), y0 = Math.max(y, outer[1]);
      var x1 = Math.min(x + width, outer[0] + outer[2]), y1 = Math.min(y + height, outer[1] + outer[3]);
      x = x0, y = y0, width = Math.max(0, x1 - x0), height = Math.max(0, y1 - y0);
    }
    remember(this, [SCISSOR_BOX, [x, y, width, height]]);
    return original.scissor.call(this, x, y, width, height);
  };
  proto.blendFunc = function (src, dst) {
    remember(this, [BLEND_SRC_RGB, src, BLEND_SRC_ALPHA, src, BLEND_DST_RGB, dst, BLEND_DST_ALPHA, dst]);
    return original.blendFunc.apply(this, arguments);
  };
  proto.blendFuncSeparate = function (srcRgb, dstRgb, srcAlpha, dstAlpha) {
    remember(this, [BLEND_SRC_RGB, srcRgb, BLEND_DST_RGB, dstRgb, BLEND_SRC_ALPHA, srcAlpha, BLEND_DST_ALPHA, dstAlpha]);
    return original.blendFuncSeparate.apply(this, arguments);
  };
  proto.blendEquation = function (mode) {
    remember(this, [BLEND_EQUATION_RGB, mode, BLEND_EQUATION_ALPHA, mode]);
    return original.blendEquation.apply(this, arguments);
  };
  proto.blendEquationSeparate = function (rgb, alpha) {
    remember(this, [BLEND_EQUATION_RGB, rgb, BLEND_EQUATION_ALPHA, alpha]);
    return original.blendEquationSeparate.apply(this, arguments);
  };
  // A new context holds the GL defaults (the scissor box the drawing buffer's size, blending
  // ONE, ZERO, FUNC_ADD), so even the first frame reads them without a round trip: seven of
  // them, about 20 ms each, made it wait on a freshly started GPU process.
  var getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function () {
    var gl = getContext.apply(this, arguments);
    if (gl instanceof WebGL2RenderingContext && !gl.pageKnownState) {
      remember(gl, [SCISSOR_BOX, [0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight],
                    BLEND_SRC_RGB, gl.ONE, BLEND_SRC_ALPHA, gl.ONE, BLEND_DST_RGB, gl.ZERO, BLEND_DST_ALPHA, gl.ZERO,
                    BLEND_EQUATION_RGB, gl.FUNC_ADD, BLEND_EQUATION_ALPHA, gl.FUNC_ADD]);
    }
    return gl;
  };
  proto.getParameter = function (name) {
    var known = this.pageKnownState;
    if (known && Object.prototype.hasOwnProperty.call(known, name)) {
      var value = known[name];
      return Array.isArray(value) ? new Int32Array(value) : value;
    }
    return original.getParameter.apply(this, arguments);
  };
})();
