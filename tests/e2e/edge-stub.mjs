#!/usr/bin/env node
// The outside services the edge functions call, stubbed on this machine for the browser tests:
// EmailJS's REST API (POST /email) and Turnstile's siteverify (POST /turnstile). Each call is
// recorded; GET /calls lists them, DELETE /calls forgets them, POST /fail?times=N&match=TEXT
// makes the next N e-mails whose body contains TEXT fail with 500 (a test's own phone number, so
// tests running at once do not take each other's failures). Port from $PORT.
import http from 'node:http';

const port = Number(process.env.PORT || 3102);
let calls = [];
/** Failures still to give: { match, times }. */
let failures = [];

const read = (req) =>
  new Promise((resolve) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

http
  .createServer(async (req, res) => {
    const url = new URL(req.url, `http://127.0.0.1:${port}`);
    const body = await read(req);
    const json = (status, value) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (url.pathname === '/calls' && req.method === 'GET') return json(200, calls);
    if (url.pathname === '/calls' && req.method === 'DELETE') {
      calls = [];
      failures = [];
      return json(200, { ok: true });
    }
    if (url.pathname === '/fail' && req.method === 'POST') {
      failures.push({
        match: url.searchParams.get('match') ?? '',
        times: Number(url.searchParams.get('times') ?? 1),
      });
      return json(200, { failures });
    }
    if (url.pathname === '/email' && req.method === 'POST') {
      let payload = null;
      try {
        payload = JSON.parse(body);
      } catch {
        payload = body;
      }
      const rule = failures.find((f) => f.times > 0 && body.includes(f.match));
      const failed = Boolean(rule);
      if (rule) rule.times -= 1;
      calls.push({ service: 'email', at: Date.now(), failed, payload });
      res.writeHead(failed ? 500 : 200, { 'Content-Type': 'text/plain' });
      return res.end(failed ? 'Stub failure' : 'OK');
    }
    if (url.pathname === '/turnstile' && req.method === 'POST') {
      // The edge posts a multipart form (FormData); a urlencoded one is read too.
      const token =
        /name="response"\r\n\r\n([^\r\n]*)/.exec(body)?.[1] ??
        new URLSearchParams(body).get('response') ??
        '';
      const success = /pass/.test(token);
      calls.push({ service: 'turnstile', at: Date.now(), token, success });
      return json(200, { success });
    }
    json(404, { error: 'no such stub' });
  })
  .listen(port, '127.0.0.1');
