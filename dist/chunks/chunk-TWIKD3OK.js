import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);

// src/forest/html-client.ts
var CLIENT_CSS = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1d2126; --dim: #5d6670; --line: #d8dde3; --card: #f6f8fa;
  --red: #b42318; --amber: #9a6700; --green: #1a7f37; --blue: #0550ae; }
@media (prefers-color-scheme: dark) { :root { --bg: #0f1216; --fg: #e6e9ed; --dim: #9aa4ae; --line: #2d333b;
  --card: #161b22; --red: #ff7b72; --amber: #d29922; --green: #3fb950; --blue: #79c0ff; } }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; background: var(--bg);
  color: var(--fg); }
header { position: sticky; top: 0; z-index: 2; background: var(--bg); border-bottom: 1px solid var(--line);
  padding: 8px 16px; display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; }
header h1 { font-size: 16px; margin: 0; }
header .meta { color: var(--dim); font-size: 12px; }
header input { flex: 1 1 220px; max-width: 420px; padding: 5px 8px; font: inherit; border: 1px solid var(--line);
  border-radius: 6px; background: var(--card); color: var(--fg); }
header button { font: inherit; font-size: 12px; padding: 4px 8px; border: 1px solid var(--line); border-radius: 6px;
  background: var(--card); color: var(--fg); cursor: pointer; }
main { padding: 8px 16px 48px; max-width: 1200px; }
h2 { font-size: 15px; margin: 18px 0 6px; }
h3 { font-size: 13px; margin: 10px 0 4px; color: var(--dim); text-transform: uppercase; letter-spacing: .04em; }
.item { border: 1px solid var(--line); border-left: 4px solid var(--line); border-radius: 6px; background: var(--card);
  padding: 6px 10px; margin: 6px 0; }
.item.red { border-left-color: var(--red); } .item.amber { border-left-color: var(--amber); }
.item .head { font-weight: 600; }
.item .sub { color: var(--dim); font-size: 12px; }
.where { color: var(--dim); font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; }
code, pre { font: 12.5px ui-monospace, SFMono-Regular, Menlo, monospace; }
pre.cmd { margin: 4px 0; padding: 6px 8px; border-radius: 6px; background: var(--bg); border: 1px solid var(--line);
  white-space: pre-wrap; word-break: break-all; user-select: all; }
.badge { display: inline-block; font-size: 11px; font-weight: 600; padding: 0 6px; border-radius: 10px;
  border: 1px solid currentColor; margin-left: 6px; vertical-align: 1px; }
.badge.red { color: var(--red); } .badge.amber { color: var(--amber); } .badge.green { color: var(--green); }
.badge.blue { color: var(--blue); }
details.project { border: 1px solid var(--line); border-radius: 6px; margin: 6px 0; }
details.project > summary { cursor: pointer; padding: 6px 10px; list-style-position: inside; }
details.project > summary .path { color: var(--dim); font-size: 12px; margin-left: 6px; }
details.project > .body { padding: 0 12px 10px; }
table { border-collapse: collapse; width: 100%; font-size: 13px; }
th, td { text-align: left; vertical-align: top; padding: 3px 8px 3px 0; border-bottom: 1px solid var(--line); }
th { color: var(--dim); font-weight: 500; font-size: 12px; }
tr.blocked td:first-child { color: var(--red); font-weight: 600; }
.none { color: var(--dim); font-style: italic; }
.hidden { display: none !important; }
#live { font-size: 12px; color: var(--dim); }
`;
var CLIENT_JS = String.raw`
(function () {
  'use strict';
  var facts = JSON.parse(document.getElementById('facts').textContent);
  var filterText = '';

  function el(tag, cls, children) {
    var n = document.createElement(tag);
    if (cls) n.className = cls;
    (children || []).forEach(function (c) {
      if (c === null || c === undefined || c === false) return;
      n.appendChild(typeof c === 'string' || typeof c === 'number' ? document.createTextNode(String(c)) : c);
    });
    return n;
  }
  function badge(text, color) { return el('span', 'badge ' + color, [text]); }
  function where(file, line) { return el('span', 'where', [file + (line ? ':' + line : '')]); }
  function age(days) { return days < 1 ? Math.max(0, Math.round(days * 24)) + 'h' : Math.floor(days) + 'd'; }
  function quoteArg(s) { return /^[A-Za-z0-9_.\/-]+$/.test(s) ? s : "'" + s.replace(/'/g, "'\\''") + "'"; }
  function abs(dir) { return dir === '.' ? facts.root : facts.root.replace(/\/$/, '') + '/' + dir; }
  function searchable(node, words) { node.setAttribute('data-filter', words.join(' ').toLowerCase()); return node; }
  function table(head, rows) {
    var t = el('table', '', [el('thead', '', [el('tr', '', head.map(function (h) { return el('th', '', [h]); }))])]);
    var body = el('tbody');
    rows.forEach(function (r) { body.appendChild(r); });
    t.appendChild(body);
    return t;
  }
  function row(cells, cls) {
    return el('tr', cls, cells.map(function (c) { return el('td', '', [c === null ? '' : c]); }));
  }
  function none(text) { return el('p', 'none', [text]); }

  function escalationItem(e) {
    var on = e.subject ? ' on "' + e.subject + '"' : '';
    return searchable(el('div', 'item red escalation', [
      el('div', 'head', [e.ref + ' ', badge(e.reversibility || 'capability', 'red'), ' ' + e.from + ' \u2192 ' + e.to + on]),
      el('div', 'sub', ['escalated by ' + e.escalatedBy + ', waiting ' + age(e.ageDays) +
        ' for a dispatcher of ' + e.to + '. Run in ' + abs(e.dir) + ':']),
      el('pre', 'cmd approve', ['cd ' + quoteArg(abs(e.dir)) + ' && ' + e.command]),
      where(e.file, e.line)
    ]), [e.ref, e.from, e.to, e.subject || '', e.file]);
  }
  function capabilityItem(c) {
    var on = c.subject ? ' on "' + c.subject + '"' : '';
    return searchable(el('div', 'item amber', [
      el('div', 'head', [c.ref + ' ', badge(c.reversibility, 'amber'), ' ' + c.from + ' \u2192 ' + c.to + on]),
      el('div', 'sub', [c.state === 'waiting' ? 'no answer yet' : c.state === 'approved' ?
        'approved, not reported done yet' : 'escalated, waiting for an approval']),
      where(c.file, c.line)
    ]), [c.ref, c.from, c.to, c.subject || '', c.file]);
  }
  function requestItem(o, cls) {
    var on = o.subject ? ' on "' + o.subject + '"' : '';
    return searchable(el('div', 'item ' + cls, [
      el('div', 'head', [o.ref + ' ', o.stale ? badge('stale', 'red') : null, ' ' + o.type + ' ' + o.from +
        ' \u2192 ' + o.to + on]),
      el('div', 'sub', ['waiting ' + age(o.ageDays) + ', since ' + o.timestamp]),
      where(o.file, o.line)
    ]), [o.ref, o.from, o.to, o.subject || '', o.file]);
  }
  function agentItem(p, a) {
    var state = a.blocked ? 'blocked on: ' + (a.blockedOn || '') : 'stale: no change since ' + (a.lastChanged || '?');
    return searchable(el('div', 'item ' + (a.blocked ? 'red' : 'amber') + ' agent', [
      el('div', 'head', [a.id + ' ', badge(a.blocked ? 'blocked' : 'stale', a.blocked ? 'red' : 'amber'),
        ' in ' + p.id]),
      el('div', 'sub', [state + (a.focus ? ' \u00b7 focus: ' + a.focus : '')]),
      where(a.file, a.line)
    ]), [a.id, p.id, a.blockedOn || '', a.focus || '', a.file]);
  }

  function attention() {
    var s = el('section', '', [el('h2', '', ['Needs you'])]);
    s.id = 'attention';
    var groups = [
      ['Escalations waiting for your approval', facts.escalations.map(escalationItem)],
      ['Outbound and irreversible capabilities', facts.capabilities.map(capabilityItem)],
      ['Requests past their staleDays', facts.open.filter(function (o) { return o.stale; }).map(function (o) {
        return requestItem(o, 'red');
      })],
      ['Blocked and stale agents', agentsNeedingYou()]
    ];
    var any = false;
    groups.forEach(function (g) {
      if (!g[1].length) return;
      any = true;
      s.appendChild(el('h3', '', [g[0] + ' (' + g[1].length + ')']));
      g[1].forEach(function (n) { s.appendChild(n); });
    });
    if (!any) s.appendChild(none('Nothing needs you: no escalation, no risky capability, no stale request, no blocked agent.'));
    return s;
  }
  function agentsNeedingYou() {
    var blocked = [], stale = [];
    facts.projects.forEach(function (p) {
      (p.agents || []).forEach(function (a) {
        if (a.blocked) blocked.push(agentItem(p, a)); else if (a.stale) stale.push(agentItem(p, a));
      });
    });
    return blocked.concat(stale);
  }

  function projectSection(p) {
    var inbox = facts.open.filter(function (o) { return o.to.toLowerCase() === p.id.toLowerCase(); });
    var escalated = facts.escalations.filter(function (e) { return e.to === p.id; });
    var consumers = [];
    facts.projects.forEach(function (q) {
      q.upstreams.forEach(function (u) { if (u.project === p.id) consumers.push({ q: q, u: u }); });
    });
    var disagreements = facts.disagreements.filter(function (d) { return d.project === p.id; });
    var agents = p.agents || [];
    var blocked = agents.filter(function (a) { return a.blocked; }).length;
    var pending = consumers.reduce(function (n, c) { return n + (c.u.pending || 0); }, 0);
    var summary = el('summary', '', [el('strong', '', [p.id]), el('span', 'path', [p.path + ' \u00b7 ' + p.charter]),
      blocked ? badge(blocked + ' blocked', 'red') : null,
      escalated.length ? badge(escalated.length + ' escalated', 'red') : null,
      inbox.length ? badge(inbox.length + ' in inbox', 'blue') : null,
      pending ? badge(pending + ' not consumed', 'amber') : null,
      disagreements.length ? badge(disagreements.length + ' disagreement' + (disagreements.length > 1 ? 's' : ''), 'amber') : null]);
    var body = el('div', 'body');
    body.appendChild(el('h3', '', ['Agents (SYNC)']));
    body.appendChild(agents.length ? table(['agent', 'state', 'focus', 'blocked on', 'next', 'last change', 'where'],
      agents.map(function (a) {
        return row([a.id, a.blocked ? 'blocked' : a.stale ? 'stale' : 'ok', a.focus, a.blockedOn, a.next,
          a.lastChanged, where(a.file, a.line)], a.blocked ? 'blocked agent-row' : 'agent-row');
      })) : none('no SYNC.md sections'));
    body.appendChild(el('h3', '', ['Upstreams']));
    var ups = p.upstreams.map(function (u) {
      return row([u.name, u.project || u.source, u.pending === null ? (u.error || 'unknown') :
        u.pending + ' not consumed by ' + p.id + ' (consumed ' + u.consumedSeq + ' of ' + u.lastSeq + ')']);
    }).concat(consumers.map(function (c) {
      return row([c.u.name, p.id + ' \u2192 ' + c.q.id, c.u.pending === null ? (c.u.error || 'unknown') :
        c.u.pending + ' not consumed by ' + c.q.id + ' (consumed ' + c.u.consumedSeq + ' of ' + c.u.lastSeq + ')']);
    }));
    body.appendChild(ups.length ? table(['name', 'from', 'entries'], ups) : none('no upstream, no consumer'));
    body.appendChild(el('h3', '', ['Inbox']));
    var waiting = escalated.map(escalationItem).concat(inbox.map(function (o) { return requestItem(o, o.stale ? 'red' : ''); }));
    if (waiting.length) waiting.forEach(function (n) { body.appendChild(n); }); else body.appendChild(none('nothing waiting'));
    body.appendChild(el('h3', '', ['Registry entries']));
    body.appendChild((p.registryEntries || []).length ? table(['entry', 'owns', 'address', 'where'],
      p.registryEntries.map(function (e) {
        return row([e.id + (e.provenance ? ' [' + e.provenance + ']' : ''), e.owns.join('; '), e.address,
          where(e.file, e.line)]);
      })) : none('no registry entry'));
    if (p.configError) body.appendChild(el('div', 'item red', ['config: ' + p.configError]));
    body.appendChild(el('h3', '', ['Disagreements']));
    if (disagreements.length) disagreements.forEach(function (d) {
      body.appendChild(el('div', 'item amber', [el('div', 'head', [d.kind]), el('div', '', [d.message]),
        d.file ? where(d.file, d.line) : null]));
    }); else body.appendChild(none('none'));
    var details = el('details', 'project', [summary, body]);
    details.id = 'project-' + p.id;
    details.setAttribute('data-project', p.id);
    if (blocked || escalated.length) details.open = true;
    return searchable(details, [p.id, p.path, p.charter]);
  }

  function timeline() {
    var s = el('section', '', [el('h2', '', ['Timeline (newest first)'])]);
    s.id = 'timeline';
    if (!facts.timeline.length) { s.appendChild(none('no entries yet')); return s; }
    s.appendChild(table(['when', 'project', 'what', 'where'], facts.timeline.map(function (t) {
      var r = row([t.timestamp, t.project, (t.kind === 'request' ? t.ref + ' ' : 'entry ' + t.ref + ' ') + t.title,
        where(t.file, t.line)]);
      return searchable(r, [t.project, t.ref, t.title, t.file]);
    })));
    return s;
  }

  function applyFilter() {
    var q = filterText.trim().toLowerCase();
    var nodes = document.querySelectorAll('[data-filter]');
    for (var i = 0; i < nodes.length; i++) {
      var n = nodes[i];
      var hit = !q || n.getAttribute('data-filter').indexOf(q) >= 0 || n.textContent.toLowerCase().indexOf(q) >= 0;
      n.classList.toggle('hidden', !hit);
    }
  }

  function render(keepOpen) {
    var root = document.getElementById('app');
    if (!root) { root = el('div'); root.id = 'app'; document.body.appendChild(root); }
    while (root.firstChild) root.removeChild(root.firstChild);
    var n = facts.projects.length;
    var input = el('input');
    input.type = 'search';
    input.id = 'filter';
    input.placeholder = 'Filter projects, agents, requests\u2026';
    input.value = filterText;
    input.addEventListener('input', function () { filterText = input.value; applyFilter(); });
    var openAll = el('button', '', ['expand all']);
    openAll.addEventListener('click', function () { toggleAll(true); });
    var closeAll = el('button', '', ['collapse all']);
    closeAll.addEventListener('click', function () { toggleAll(false); });
    var live = el('span', '', [document.body.getAttribute('data-live') ? 'live' : '']);
    live.id = 'live';
    root.appendChild(el('header', '', [el('h1', '', ['handover forest']),
      el('span', 'meta', [facts.root + ' \u00b7 ' + n + ' project' + (n === 1 ? '' : 's') + ' \u00b7 read ' +
        facts.generatedAt]), input, openAll, closeAll, live]));
    var main = el('main');
    main.appendChild(attention());
    var projects = el('section', '', [el('h2', '', ['Projects (' + n + ')'])]);
    projects.id = 'projects';
    facts.projects.forEach(function (p) {
      var d = projectSection(p);
      if (keepOpen && Object.prototype.hasOwnProperty.call(keepOpen, p.id)) d.open = keepOpen[p.id];
      projects.appendChild(d);
    });
    main.appendChild(projects);
    main.appendChild(timeline());
    root.appendChild(main);
    applyFilter();
    document.body.setAttribute('data-generated', facts.generatedAt);
  }
  function toggleAll(open) {
    var d = document.querySelectorAll('details.project');
    for (var i = 0; i < d.length; i++) d[i].open = open;
  }
  function openState() {
    var out = Object.create(null);
    var d = document.querySelectorAll('details.project');
    for (var i = 0; i < d.length; i++) out[d[i].getAttribute('data-project')] = d[i].open;
    return out;
  }

  render(null);
  document.body.setAttribute('data-ready', '1');
  if (!document.body.getAttribute('data-live') || !window.EventSource) return;
  var events = new EventSource('/events');
  var seen = null;
  function changed(ev) {
    if (ev.data === seen) return;
    var first = seen === null && ev.type === 'hello';
    seen = ev.data;
    if (!first) reload();
  }
  events.addEventListener('hello', changed);
  events.addEventListener('change', changed);
  function reload() {
    fetch('/facts.json', { cache: 'no-store' }).then(function (r) { return r.json(); }).then(function (f) {
      var focus = document.activeElement && document.activeElement.id === 'filter';
      var open = openState();
      facts = f;
      render(open);
      var l = document.getElementById('live');
      if (l) l.textContent = 'live \u00b7 updated ' + new Date().toLocaleTimeString();
      if (focus) document.getElementById('filter').focus();
    });
  }
})();
`;

// src/forest/html.ts
function renderHtml(report, opts = {}) {
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "script-src 'unsafe-inline'",
    `connect-src ${opts.live ? "'self'" : "'none'"}`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'"
  ].join("; ");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>handover forest</title>
<style>${CLIENT_CSS}</style>
</head>
<body data-live="${opts.live ? "1" : ""}">
<noscript>This page builds itself from the facts below with JavaScript; handover forest --format text prints them.</noscript>
<script id="facts" type="application/json">${jsonForScript(report)}</script>
<script>${CLIENT_JS}</script>
</body>
</html>
`;
}
function jsonForScript(value) {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

export {
  renderHtml
};
