/**
 * The outbox's storage key and event name, apart from lib/outbox.ts so that the check every page
 * makes on load (is anything waiting?) costs a few bytes, not the outbox's code.
 */
export const OUTBOX_KEY = 'shiftease:outbox';

/**
 * The window event each flush ends with, its detail the FlushResult (lib/outbox-flush.ts): a page
 * learns how its copy fared whichever flush (the form's, or the layout's on reconnect) sent it.
 */
export const OUTBOX_EVENT = 'shiftease:outbox';
