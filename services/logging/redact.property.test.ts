/**
 * Properties of redactText: each shape it masks, generated in all its
 * spellings and put in random log text, never comes out; ordinary log text
 * (words, small numbers with units, statuses, timestamps, amounts, request
 * ids) comes out unchanged. REDACT_RUNS=5000 runs each property longer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MASK, API_KEY_MASK, CARD_MASK, EMAIL_MASK, ITIN_MASK, PRIVATE_KEY_MASK } from './redact';
import { redactText, ROUTING_MASK, SECRET_MASK, SSN_MASK, TOKEN_MASK } from './redact';

const RUNS = { numRuns: Number(process.env.REDACT_RUNS ?? 200) };

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));
const alnum = (length: number) => fc.stringMatching(new RegExp(`^[A-Za-z0-9]{${length}}$`));
const pick = <T>(...values: T[]) => fc.constantFrom(...values);
const int = (min: number, max: number) => fc.integer({ min, max });
const padded = (value: number, width: number) => String(value).padStart(width, '0');

// Words that label a number (rt, account) or a credential (bearer, token) change what is masked,
// or how: the properties below put them in on purpose, not by chance.
const NAMES = /^(?:rtn?|aba|bearer|basic|pan|sid|pin|pwd|pass|otp|jwt|tin|itin|ssn|dda)$/;
const NAME_PARTS = /account|acct|routing|token|secret/;
const isName = (candidate: string) => NAMES.test(candidate) || NAME_PARTS.test(candidate);
const word = fc.stringMatching(/^[a-z]{1,10}$/).filter((candidate) => !isName(candidate));

const [FROM, TO] = [new Date('2000-01-01T00:00:00Z'), new Date('2099-12-31T23:59:59Z')];
const isoTime = fc.date({ min: FROM, max: TO, noInvalidDate: true }).map((date) => date.toISOString());
const UNITS = ['ms', 's', 'items', 'bytes', 'retries', 'rows'];

/** What ordinary log lines are made of; none of it is personal. */
const ordinary = fc.oneof(
  word,
  fc.tuple(int(0, 99_999_999), pick(...UNITS)).map(([count, unit]) => `${count} ${unit}`),
  int(100, 599).map((status) => `status ${status}`),
  int(100, 599).map((status) => `HTTP/1.1 ${status}`),
  isoTime,
  isoTime.map((time) => time.slice(0, 10)),
  fc.uuid().map((id) => `request ${id}`),
  fc.tuple(int(0, 9_999_999), int(0, 99)).map(([whole, cents]) => `${whole}.${padded(cents, 2)}`),
  fc.tuple(int(0, 9_999), int(0, 99)).map(([whole, cents]) => `$${whole.toLocaleString('en-US')}.${padded(cents, 2)}`),
  int(1, 65_535).map((port) => `localhost:${port}`),
  // Epoch seconds and milliseconds start with 1 until 2033 and 2286: not card numbers.
  int(1_000_000_000, 1_999_999_999).map((seconds) => `at ${seconds}`),
  int(1_000_000_000_000, 1_999_999_999_999).map((millis) => `at ${millis}`),
);

const logText = fc.array(ordinary, { maxLength: 8 }).map((parts) => parts.join(' '));

/**
 * Something written in a log line: text, a word, what was written, a word, text
 * (the words keep it apart from the numbers around it).
 */
function inLogLine<T extends { text: string }>(written: fc.Arbitrary<T>) {
  const parts = fc.record({
    before: logText,
    left: word,
    written,
    right: word,
    after: logText,
  });
  return parts.map(({ before, left, written: item, right, after }) => {
    const line = [before, left, item.text, right, after].filter(Boolean).join(' ');
    return { ...item, line };
  });
}

const secretInLogLine = (secret: fc.Arbitrary<string>) => inLogLine(secret.map((text) => ({ text })));

function expectMasked({ line, text }: { line: string; text: string }, mask: string) {
  const redacted = redactText(line);
  expect(redacted).not.toContain(text);
  expect(redacted).toContain(mask);
  expect(redactText(redacted)).toBe(redacted);
}

describe('redactText keeps ordinary log text', () => {
  it('as it was: words, numbers under 9 digits, statuses, timestamps, dates, amounts, ports, request ids', () => {
    fc.assert(
      fc.property(logText, (text) => {
        expect(redactText(text)).toBe(text);
      }),
      RUNS,
    );
  });

  it('on one line whatever it holds, and redacting twice changes nothing more', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const redacted = redactText(text);
        expect(redacted).not.toMatch(/[\r\n\u2028\u2029]/);
        expect(redactText(redacted)).toBe(redacted);
      }),
      RUNS,
    );
  });
});

const ssnArea = int(1, 899).filter((area) => area !== 666);
const itinArea = int(900, 999);
const itinGroup = fc.oneof(int(50, 65), int(70, 88), int(90, 92), int(94, 99));
const taxpayerId = (area: fc.Arbitrary<number>, group: fc.Arbitrary<number>) =>
  fc.tuple(area, group, int(1, 9999), pick('-', ' ', '')).map(([a, g, serial, separator]) => {
    return [padded(a, 3), padded(g, 2), padded(serial, 4)].join(separator);
  });

describe('redactText masks taxpayer ids', () => {
  it('SSNs, dashed, spaced or as one 9-digit number', () => {
    const ssns = secretInLogLine(taxpayerId(ssnArea, int(1, 99)));
    fc.assert(
      fc.property(ssns, (written) => expectMasked(written, SSN_MASK)),
      RUNS,
    );
  });

  it('ITINs (9xx with the groups the IRS uses), dashed, spaced or as one 9-digit number', () => {
    const itins = secretInLogLine(taxpayerId(itinArea, itinGroup));
    fc.assert(
      fc.property(itins, (written) => expectMasked(written, ITIN_MASK)),
      RUNS,
    );
  });
});

function luhnCheckDigit(body: string): string {
  let sum = 0;
  [...body].reverse().forEach((char, index) => {
    const doubled = index % 2 === 0 ? Number(char) * 2 : Number(char);
    sum += doubled > 9 ? doubled - 9 : doubled;
  });
  return String((10 - (sum % 10)) % 10);
}

type CardStyle = 'plain' | 'fours' | 'amex';

/** The groupings cards are printed in: 4-4-4-4(-3), Amex 4-6-5, Diners 4-6-4, or none. */
function grouped(number: string, style: CardStyle, separator: string): string {
  if (style === 'plain') return number;
  const sizes = style === 'amex' && number.length <= 15 ? [4, 6, number.length - 10] : [4, 4, 4, 4, 4];
  const groups: string[] = [];
  let at = 0;
  for (const size of sizes) {
    groups.push(number.slice(at, at + size));
    at += size;
  }
  return groups.filter(Boolean).join(separator);
}

const cardNumber = fc.tuple(int(13, 19), pick('2', '3', '4', '5', '6'), digits(18, 18)).map(([length, first, rest]) => {
  const body = first + rest.slice(0, length - 2);
  return body + luhnCheckDigit(body);
});
const cardStyle = pick<CardStyle>('plain', 'fours', 'amex');
const printedCard = fc.tuple(cardNumber, cardStyle, pick(' ', '-')).map(([number, style, separator]) => {
  return { number, text: grouped(number, style, separator) };
});

describe('redactText masks card numbers', () => {
  it('Luhn-valid, 13 to 19 digits, plain, spaced or dashed', () => {
    fc.assert(
      fc.property(inLogLine(printedCard), (card) => {
        const redacted = redactText(card.line);
        expect(redacted).not.toContain(card.text);
        expect(redacted.replace(/\D/g, '')).not.toContain(card.number);
        expect(redacted).toContain(CARD_MASK);
      }),
      RUNS,
    );
  });
});

const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7];
const routingNumber = digits(8, 8)
  .filter((body) => body !== '00000000')
  .map((body) => {
    const sum = [...body].reduce((total, char, index) => total + Number(char) * (ABA_WEIGHTS[index] ?? 0), 0);
    return body + String((10 - (sum % 10)) % 10);
  });
const accountNumber = digits(8, 17);
const bankWriting = pick(
  (r: string, a: string) => `routing ${r} account ${a}`,
  (r: string, a: string) => `Routing number: ${r}, account number: ${a}`,
  (r: string, a: string) => `?rt=${r}&acct=${a}&amount=120.00`,
  (r: string, a: string) => `{"routingNumber":"${r}","accountNumber":"${a}","amount":1200.5}`,
  (r: string, a: string) => `{"routing_number":${r},"account_number":${a}}`,
  (r: string, a: string) => `ACH ${r} ${a}`,
  (r: string, a: string) => `ACH ${r}/${a}`,
  (r: string, a: string) => `to ${a} - ${r}`,
);
const bankDetails = fc.tuple(routingNumber, accountNumber, bankWriting).map(([routing, account, write]) => {
  return { routing, account, text: write(routing, account) };
});

describe('redactText masks bank details', () => {
  it('a routing number (ABA checksum) and the account number beside it, labelled or not', () => {
    fc.assert(
      fc.property(inLogLine(bankDetails), ({ line, routing, account }) => {
        const redacted = redactText(line);
        expect(redacted).not.toContain(routing);
        expect(redacted).not.toContain(account);
        expect(redacted).toContain(ROUTING_MASK);
        expect(redacted).toContain(ACCOUNT_MASK);
      }),
      RUNS,
    );
  });
});

const SECRET_KEYS = [
  'password',
  'passwd',
  'pwd',
  'secret',
  'client_secret',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'api_key',
  'apikey',
  'api-key',
  'x-api-key',
  'authorization',
  'session',
  'sessionId',
  'session_id',
  'csrfToken',
  'cookie',
  'aws_secret_access_key',
  'privateKey',
];
const secretKey = fc.tuple(pick(...SECRET_KEYS), pick('lower', 'upper', 'as is')).map(([key, casing]) => {
  if (casing === 'as is') return key;
  return casing === 'upper' ? key.toUpperCase() : key.toLowerCase();
});
// Values in the characters credentials are made of; at least 6, so that they cannot turn up by chance
// elsewhere in the line.
const LITERAL = /^(?:true|false|null|undefined)$/i;
const secretValue = fc.stringMatching(/^[A-Za-z0-9!#$%*+./:=?@^_~-]{6,40}$/).filter((value) => !LITERAL.test(value));
const anyValue = fc.oneof(
  secretValue,
  fc.tuple(secretValue, secretValue).map(([first, second]) => `${first} ${second}`),
);
const SEPARATORS = ['=', ': ', ':', ' = ', '=>'];
const keyValue = fc.oneof(
  fc.tuple(secretKey, pick(...SEPARATORS), secretValue).map(([key, separator, value]) => {
    return { key, value, text: `${key}${separator}${value}` };
  }),
  fc.tuple(secretKey, anyValue).map(([key, value]) => {
    return { key, value, text: JSON.stringify({ [key]: value, status: 200 }) };
  }),
  fc.tuple(secretKey, anyValue).map(([key, value]) => {
    return { key, value, text: JSON.stringify(JSON.stringify({ [key]: value })) };
  }),
  fc.tuple(secretKey, anyValue).map(([key, value]) => {
    return { key, value, text: `${key}='${value}'` };
  }),
  fc
    .tuple(
      secretKey,
      secretValue.filter((value) => !value.includes('=')),
    )
    .map(([key, value]) => {
      return { key, value, text: `https://example.com/cb?state=x&${key}=${value}&next=/` };
    }),
);

describe('redactText masks secrets given with their names', () => {
  it('key=value, key: value, JSON and JSON inside a string: the name stays, the value goes', () => {
    fc.assert(
      fc.property(inLogLine(keyValue), ({ line, key, value }) => {
        const redacted = redactText(line);
        expect(redacted).toContain(key);
        expect(redacted).not.toContain(value);
        expect(redacted).toContain(SECRET_MASK);
      }),
      RUNS,
    );
  });

  it('cookie headers with several cookies, and Set-Cookie with its attributes', () => {
    const cookie = fc.tuple(
      fc.stringMatching(/^[A-Za-z][\w.-]{0,15}$/),
      secretValue.filter((value) => !value.includes('@')),
    );
    const cookies = fc.array(cookie, { minLength: 2, maxLength: 4 });
    fc.assert(
      fc.property(cookies, pick('Cookie: ', 'cookie=', 'Set-Cookie: '), word, (pairs, header, after) => {
        const written = pairs.map(([name, value]) => `${name}=${value}`).join('; ');
        const redacted = redactText(`${header}${written} ${after}`);
        // The words after the header are kept as written, so a secret that happens to be part of them stays visible.
        for (const [, value] of pairs) if (!after.includes(value)) expect(redacted).not.toContain(value);
        expect(redacted).toBe(`${header}${SECRET_MASK} ${after}`);
      }),
      RUNS,
    );
  });

  it('Authorization values: Bearer tokens and Basic credentials', () => {
    const bearer = fc.stringMatching(/^[A-Za-z0-9._~+/-]{8,60}$/).map((token) => {
      return { secret: token, text: `Bearer ${token}`, mask: `Bearer ${TOKEN_MASK}` };
    });
    const basic = fc.tuple(fc.stringMatching(/^[a-z0-9.]{1,12}$/), secretValue).map(([user, password]) => {
      const credentials = Buffer.from(`${user}:${password}`).toString('base64');
      const text = `Authorization: Basic ${credentials}`;
      return { secret: credentials, text, mask: `Authorization: Basic ${SECRET_MASK}` };
    });
    fc.assert(
      fc.property(inLogLine(fc.oneof(bearer, basic)), ({ line, secret, mask }) => {
        const redacted = redactText(line);
        expect(redacted).not.toContain(secret);
        expect(redacted).toContain(mask);
      }),
      RUNS,
    );
  });
});

const apiKey = fc.oneof(
  fc.tuple(pick('AKIA', 'ASIA'), fc.stringMatching(/^[A-Z0-9]{16}$/)).map(([prefix, rest]) => prefix + rest),
  fc.stringMatching(/^[\w-]{35}$/).map((rest) => `AIza${rest}`),
  fc.tuple(pick('sk_', 'rk_', 'pk_'), pick('live_', 'test_'), alnum(24)).map((parts) => parts.join('')),
  fc.tuple(pick('ghp', 'gho', 'ghs', 'ghu', 'ghr'), alnum(36)).map(([prefix, rest]) => `${prefix}_${rest}`),
  fc.tuple(alnum(22), alnum(59)).map(([first, second]) => `github_pat_${first}_${second}`),
  fc.tuple(pick('a', 'b', 'p', 'r', 's'), digits(10, 13), digits(10, 13), alnum(24)).map(([kind, team, user, rest]) => {
    return `xox${kind}-${team}-${user}-${rest}`;
  }),
  fc.tuple(alnum(20), int(0, 9), alnum(20)).map(([first, digit, second]) => `sk-proj-${first}${digit}${second}`),
);

describe('redactText masks cloud, payment and developer-platform keys', () => {
  it('AWS access key ids, Google API keys, Stripe, GitHub and Slack tokens, OpenAI-style keys', () => {
    fc.assert(
      fc.property(secretInLogLine(apiKey), (written) => expectMasked(written, API_KEY_MASK)),
      RUNS,
    );
  });

  it('AWS secret keys when labelled, and private keys in PEM blocks', () => {
    const awsSecret = fc.stringMatching(/^[A-Za-z0-9/+]{40}$/).map((key) => {
      return { secret: key, text: `aws_secret_access_key=${key}`, mask: SECRET_MASK };
    });
    const pemLines = fc.array(fc.stringMatching(/^[A-Za-z0-9+/]{64}$/), { minLength: 1, maxLength: 5 });
    const pemKind = pick('', 'RSA ', 'EC ', 'OPENSSH ', 'ENCRYPTED ');
    const pem = fc.tuple(pemKind, pemLines, pick('\n', '\r\n')).map(([kind, lines, newline]) => {
      const text = [`-----BEGIN ${kind}PRIVATE KEY-----`, ...lines, `-----END ${kind}PRIVATE KEY-----`].join(newline);
      return { secret: lines.join(newline), text, mask: PRIVATE_KEY_MASK };
    });
    fc.assert(
      fc.property(inLogLine(fc.oneof(awsSecret, pem)), ({ line, secret, mask }) => {
        const redacted = redactText(line);
        for (const part of secret.split(/\r?\n/)) expect(redacted).not.toContain(part);
        expect(redacted).toContain(mask);
      }),
      RUNS,
    );
  });
});

const ASCII = [...'abcdefghijklmnopqrstuvwxyz0123456789'];
const UNICODE_LETTERS = ['é', 'ñ', 'ü', 'ø', 'ç', 'ğ', 'ж', 'д', 'λ', '用', '户', '例', '子', 'ä', 'ß'];
const localUnit = fc.oneof(pick(...ASCII, '.', '_', '+', '-'), pick(...UNICODE_LETTERS));
const labelUnit = fc.oneof(pick(...ASCII), pick(...UNICODE_LETTERS));
const localPart = fc.string({ unit: localUnit, minLength: 1, maxLength: 20 });
const label = fc.string({ unit: labelUnit, minLength: 1, maxLength: 12 });
const topLevel = fc.oneof(fc.stringMatching(/^[a-z]{2,6}$/), pick('广告', '中国', 'рф', 'ελ', 'españa'));
const labels = fc.array(label, { minLength: 1, maxLength: 3 });
const email = fc.tuple(localPart, labels, topLevel).map(([local, domainLabels, tld]) => {
  return `${local}@${domainLabels.join('.')}.${tld}`;
});
const writtenEmail = fc.tuple(email, pick('as is', 'percent-encoded', 'percent-encoded at')).map(([address, form]) => {
  if (form === 'percent-encoded') return encodeURIComponent(address);
  return form === 'percent-encoded at' ? address.replace('@', '%40') : address;
});

describe('redactText masks e-mail addresses', () => {
  it('in any script, and percent-encoded (maria%40example.com, maria%2Bnanny%40example.com)', () => {
    fc.assert(
      fc.property(secretInLogLine(writtenEmail), (written) => expectMasked(written, EMAIL_MASK)),
      RUNS,
    );
  });
});
