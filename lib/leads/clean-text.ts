/**
 * Text a visitor sends, made safe to store, e-mail and show: Unicode in its composed form, no
 * bidirectional controls (U+202E can make "gpj.exe" read "exe.jpg" in the owner's inbox), and no
 * control characters but the line breaks and tabs of a message. Run in the browser before a lead
 * is sent and again at the edge, so both hold the same text.
 */

/** ALM, LRM, RLM, LRE/RLE/PDF/LRO/RLO, LRI/RLI/FSI/PDI. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** Control characters (Cc) other than tab and line feed; a carriage return goes too. */
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** One line of text (a name, a place): no line breaks either, spaces folded, trimmed. */
export function cleanLine(value: string): string {
  return value
    .normalize('NFC')
    .replace(BIDI, '')
    .replace(/[\t\n]/g, ' ')
    .replace(CONTROLS, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A message or a list: line breaks kept (CRLF as LF), trimmed. */
export function cleanText(value: string): string {
  return value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(BIDI, '')
    .replace(CONTROLS, '')
    .trim();
}

/** True when the text holds a bidirectional control (tests and the edge's log say so). */
export function hasBidi(value: string): boolean {
  return new RegExp(BIDI.source).test(value);
}
