/**
 * The shapes redaction looks for. Every quantifier over free text is
 * bounded or unambiguous, so a long hostile string costs time in proportion
 * to its length: the log beacon takes up to 64 KiB from anyone.
 */
import { KEY_RULES, keySource } from './keys';
import { MASKS } from './masks';

// C0 and C1 controls plus the Unicode line and paragraph separators, which some log viewers break lines on.
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

// PEM blocks, and a block cut short by a length limit: masked to the end of the text.
const PEM_KIND = '[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----';
export const PRIVATE_KEY = new RegExp(String.raw`-----BEGIN ${PEM_KIND}[\s\S]*?(?:-----END ${PEM_KIND}|$)`, 'g');

// scheme://user:password@host: the user stays, the password goes.
export const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]{0,20}:\/\/[^\s:/@]{0,256}:)[^\s@/]{1,256}@/gi;

export const BEARER = /\b(Bearer)\s+[A-Za-z0-9\-._~+/]+=*/gi;
// Told apart from the word "basic" in prose by the shape of base64 (see redactText).
export const BASIC = /\b(Basic) +([A-Za-z0-9+/]{6,}={0,2})(?![A-Za-z0-9+/=])/gi;

// A JWT or JWS: base64url header that starts with '{"' (eyJ), a payload and an optional signature.
export const JWT = /\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]*)?/g;

// The published prefixes of cloud, payment and developer-platform keys.
const AWS_KEY_ID_PREFIXES = 'AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|AROA|APKA|ASCA';
const NOT_AFTER_ALNUM = '(?<![A-Za-z0-9])';
const API_KEY_SHAPES = [
  String.raw`(?:${AWS_KEY_ID_PREFIXES})[A-Z0-9]{16}(?![A-Za-z0-9])`,
  String.raw`AIza[\w-]{35}`,
  String.raw`(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}`,
  String.raw`whsec_[A-Za-z0-9]{16,}`,
  String.raw`gh[pousr]_[A-Za-z0-9]{36,}`,
  String.raw`github_pat_\w{22,}`,
  String.raw`xox[abprs]-[A-Za-z0-9-]{10,}`,
  String.raw`xapp-[A-Za-z0-9-]{10,}`,
  String.raw`glpat-[\w-]{20,}`,
  String.raw`npm_[A-Za-z0-9]{36,}`,
  String.raw`SG\.[\w-]{16,}\.[\w-]{16,}`,
  // OpenAI and Anthropic style (sk-..., sk-proj-..., sk-ant-...): random text always has a digit somewhere.
  String.raw`sk-(?=[\w-]{0,200}\d)[\w-]{20,}`,
].map((shape) => NOT_AFTER_ALNUM + shape);
const SLACK_WEBHOOK = String.raw`(?<=hooks\.slack\.com/services/)[A-Za-z0-9/]{10,}`;
export const API_KEY = new RegExp([...API_KEY_SHAPES, SLACK_WEBHOOK].join('|'), 'g');

// Local parts and domains in any script (josé@correo.es, 用户@例子.广告), also percent-encoded
// (maria%40example.com). RFC 5322 also allows = / ? & ' { | } `, left out because in log lines they
// delimit (email=maria@example.com keeps its "email=").
const LOCAL_UNIT = String.raw`(?:[\p{L}\p{M}\p{N}._+!#$*~^-]|%[0-9A-Fa-f]{2})`;
// Only non-ASCII bytes may be percent-encoded in a domain, so "example.com%20and" keeps "%20and".
const NON_ASCII_BYTE = '%[89A-Fa-f][0-9A-Fa-f]';
const DOMAIN_UNIT = String.raw`(?:[\p{L}\p{M}\p{N}]|${NON_ASCII_BYTE})`;
const LABEL = String.raw`${DOMAIN_UNIT}(?:(?:${DOMAIN_UNIT}|-){0,61}${DOMAIN_UNIT})?`;
const TLD = String.raw`(?:(?:[\p{L}\p{M}]|${NON_ASCII_BYTE}){2,63}|xn--[a-z0-9-]{1,59})`;
const IPV4_LITERAL = String.raw`\[\d{1,3}(?:\.\d{1,3}){3}\]`;
const DOMAIN = String.raw`(?:${IPV4_LITERAL}|(?:${LABEL}\.){1,8}${TLD})`;
export const EMAIL = new RegExp(`${LOCAL_UNIT}{1,64}(?:@|%40)${DOMAIN}`, 'gu');

const KEY_CHAR = String.raw`[\p{L}\p{N}_.-]`;
const ENDINGS = KEY_RULES.flatMap((rule) => rule.endings.map(keySource)).join('|');
const NAMES = KEY_RULES.flatMap((rule) => rule.names.map(keySource)).join('|');
const KEY = `(?<!${KEY_CHAR})(?:${KEY_CHAR}{0,64}(?:${ENDINGS})|(?:${NAMES}))`;
// key=value, key: value, "key":"value", \"key\":\"value\" (JSON inside a string), key => value.
const SEPARATOR = String.raw`\\?["']? *(?:=>|[:=]) *`;
const MASK_TEXT = MASKS.map((mask) => mask.replace(/[[\]]/g, '\\$&')).join('|');
const VALUE_END = String.raw`\s&,;"'<>(){}\[\]\\`;
const VALUE = [
  `(?:${MASK_TEXT})`,
  String.raw`"(?:[^"\\]|\\.)*"`,
  String.raw`\\"(?:(?!\\").)*\\"`,
  `'[^']*'`,
  // A number written in groups (123 45 6789, 4111 1111 1111 1111) is one value.
  String.raw`\d+(?:[ -]\d+)+(?=[${VALUE_END}]|$)`,
  `[^${VALUE_END}]+`,
].join('|');
const SCHEME = '(?:Bearer|Basic|Digest|Token|Negotiate) +';
export const KEY_VALUE = new RegExp(`(${KEY})(${SEPARATOR})(${SCHEME})?(${VALUE})`, 'giu');
// Cookie: a=1; b=2 (several pairs): the whole header is the value.
const COOKIE_PAIRS = String.raw`[^\s;,"'\\]+(?:; ?[^\s;,"'\\]+)+`;
const COOKIE_KEY = `(?<!${KEY_CHAR})((?:set[-_ ]?)?cookies?)`;
export const COOKIE_HEADER = new RegExp(`${COOKIE_KEY}(${SEPARATOR})(${COOKIE_PAIRS})`, 'giu');

// Where a number stands on its own: not inside a word, a decimal (1.5), a time (10:30) or a dashed id (req-42).
const BEFORE_NUMBER = String.raw`(?<![\p{L}\p{N}_]|\d[.,:]|[\p{L}\p{N}]-)`;
const AFTER_NUMBER = String.raw`(?![\p{L}\p{N}_]|[.,:]\d|-[\p{L}\p{N}])`;
// A run of digit groups (4111 1111 1111 1111, 2024-01-15 4111...), taken whole (the lookahead and
// back-reference forbid backtracking) and never started inside another run: linear time.
const RUN_START = String.raw`(?<![\p{L}\p{N}_]|\d |[\p{L}\p{N}]-)`;
export const DIGIT_RUN = new RegExp(String.raw`${RUN_START}(?=(\d+(?:[ -]\d+)*))\1`, 'gu');
export const GLUED_AFTER = new RegExp(String.raw`^(?:[\p{L}\p{N}_]|[.,:]\d)`, 'u');
export const NUMBER_TOKEN = new RegExp(String.raw`${BEFORE_NUMBER}\d{4,17}${AFTER_NUMBER}`, 'gu');
// Between a routing number and an account number written side by side: 021000021 / 123456789012.
export const PAIR_GAP = /^[ ,;/|:&-]{1,3}$/;

// routing 021000021, rt=021000021, "routingNumber":"021000021", account #123456789012, acct=...
const NUMBER_WORD = '(?:[ _-]?(?:number|num|nr|no|#))?';
const LABEL_SEPARATOR = String.raw`[ "'#:=.\\]{1,6}`;
const ROUTING_LABEL = String.raw`(?<![\p{L}\p{N}])(?:aba|rtn?)|routing${NUMBER_WORD}`;
const ACCOUNT_LABEL = `(?:account|acct)${NUMBER_WORD}`;
function labelled(label: string, digits: string): RegExp {
  return new RegExp(`(${label})(${LABEL_SEPARATOR})${digits}${AFTER_NUMBER}`, 'giu');
}
export const ROUTING_LABELLED = labelled(ROUTING_LABEL, String.raw`\d{9}`);
export const ACCOUNT_LABELLED = labelled(ACCOUNT_LABEL, String.raw`\d{4,17}`);

const AREA_GROUP_SERIAL_SPACED = String.raw`(\d{3})[ -](\d{2})[ -](\d{4})`;
export const SSN_SEPARATED = new RegExp(`${BEFORE_NUMBER}${AREA_GROUP_SERIAL_SPACED}${AFTER_NUMBER}`, 'gu');
export const SSN_PLAIN = new RegExp(String.raw`${BEFORE_NUMBER}(\d{3})(\d{2})(\d{4})${AFTER_NUMBER}`, 'gu');

// Request and trace ids: not personal, and they must stay to follow a request through the logs.
export const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
