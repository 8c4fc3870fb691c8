import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);

// src/display.ts
function redactUrl(text) {
  return text.replace(/\b([a-z][a-z0-9+.-]*):\/\/([^\s/?#@]*)@/gi, (m, scheme, userinfo) => {
    const colon = userinfo.indexOf(":");
    if (colon >= 0) return `${scheme}://${userinfo.slice(0, colon)}:***@`;
    return /^https?$/i.test(scheme) && userinfo ? `${scheme}://***@` : m;
  });
}
function escapeControl(text) {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => {
    const n = c.charCodeAt(0);
    return n <= 255 ? `\\x${n.toString(16).padStart(2, "0")}` : `\\u{${n.toString(16)}}`;
  });
}
function shown(text) {
  return escapeControl(redactUrl(text));
}
function oneLine(text) {
  return shown(text).replace(/\n/g, "\\n");
}
function shownHookOutput(text) {
  const tame = (v) => typeof v === "string" ? shown(v) : Array.isArray(v) ? v.map(tame) : v && typeof v === "object" ? Object.fromEntries(Object.entries(v).map(([k, x]) => [shown(k), tame(x)])) : v;
  return text.split("\n").map((line) => {
    if (!line.startsWith("{")) return shown(line);
    try {
      return JSON.stringify(tame(JSON.parse(line)));
    } catch {
      return shown(line);
    }
  }).join("\n");
}

export {
  redactUrl,
  escapeControl,
  shown,
  oneLine,
  shownHookOutput
};
