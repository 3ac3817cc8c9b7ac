// Where a visit came from (used by scripts/postbuild.mjs on every exported page): a few hundred
// bytes early in <head> that read the page's campaign (`utm_*`, an ad's click id) or the site that
// referred it, before anything else runs and whether or not the page's scripts ever arrive, and
// keep it in the tab's storage as first touch and last touch (lib/attribution.ts reads it and words
// it; docs/product.md, Where a lead came from). Nothing leaves the phone here: it goes only with a
// lead the visitor sends. A visit with neither campaign nor referrer is direct, and never replaces
// a last touch that said more (the visitor coming back to the tab, or moving between our pages).
//
// `captureSource` is the script itself: the page runs its source text, and the tests call it.

export function captureSource(key, host, search, referrer, path, now, storage) {
  var params = new URLSearchParams(search);
  var touch = { at: now, landing: path.slice(0, 300) };
  var names = ['source', 'medium', 'campaign', 'term', 'content'];
  var clicks = ['gclid', 'gbraid', 'wbraid', 'fbclid'];
  var tagged = false;
  var from = '';
  try {
    from = referrer ? new URL(referrer).hostname.replace(/^www\./, '') : '';
  } catch {
    from = '';
  }
  if (from === host.replace(/^www\./, '')) from = '';
  for (var i = 0; i < names.length + clicks.length; i++) {
    var name = i < names.length ? 'utm_' + names[i] : clicks[i - names.length];
    var value = (params.get(name) || '').trim().slice(0, 300);
    if (value) {
      touch[i < names.length ? names[i] : name] = value;
      tagged = true;
    }
  }
  if (from) touch.referrer = from;
  if (tagged) {
    var google = touch.gclid || touch.gbraid || touch.wbraid;
    touch.source =
      touch.source || (google ? 'google' : touch.fbclid ? 'facebook' : from || '(direct)');
    touch.medium =
      touch.medium || (google ? 'cpc' : touch.fbclid ? 'social' : from ? 'referral' : '(none)');
  } else if (from) {
    touch.source = from;
    touch.medium = /(^|\.)(google|bing|yahoo|duckduckgo|yandex|baidu|ecosia)\./.test(from + '.')
      ? 'organic'
      : 'referral';
  } else {
    touch.source = '(direct)';
    touch.medium = '(none)';
  }
  var kept = null;
  try {
    kept = JSON.parse(storage.getItem(key) || 'null');
  } catch {
    kept = null;
  }
  var direct = touch.source === '(direct)';
  if (!kept || !kept.first || !kept.last) kept = { first: touch, last: touch };
  else if (!direct) kept.last = touch;
  else return;
  try {
    storage.setItem(key, JSON.stringify(kept));
  } catch {
    // No storage (a private window that refuses it): the lead goes without its source.
  }
}

/** The inline script: `captureSource` run on the page's own address, referrer and storage. */
export const ATTRIBUTION_SCRIPT = `try{(${captureSource.toString()})('se-source',location.hostname,location.search,document.referrer,location.pathname,Date.now(),sessionStorage)}catch(e){}`;
