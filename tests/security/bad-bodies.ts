/**
 * The generated bad-input corpus: from one body a route accepts, every kind of input that must be
 * refused with a 4xx (`bad`), and inputs that may be accepted but must never cause a 5xx (`odd`:
 * a missing optional field, an extra field, a type a field may coerce such as null for a price).
 */
export type Case = { label: string; kind: "bad" | "odd"; raw: string };

const MB = 1024 * 1024;
/** Deeper than a recursive parser or validator survives without care (a stack overflow is a 500). */
const DEEP = 6000;
const deepObject = () => `${'{"a":'.repeat(DEEP)}1${"}".repeat(DEEP)}`;
const DATE = /^\d{4}-\d{2}-\d{2}/;

const json = (value: unknown) => JSON.stringify(value);
const withField = (body: Record<string, unknown>, key: string, value: unknown) => ({ ...body, [key]: value });

/** Bodies that are not a JSON object at all. */
function notObjects(): Case[] {
  const raws = ["{", '{"title":', "nul", "null", "[]", "[{}]", '"text"', "123", "true", "\u0000", "{}}", '{"a":1}{"b":2}'];
  return [
    ...raws.map((raw): Case => ({ label: `body ${JSON.stringify(raw)}`, kind: "bad", raw })),
    { label: "an array nested 6,000 levels deep", kind: "bad", raw: `${"[".repeat(DEEP)}${"]".repeat(DEEP)}` },
  ];
}

/** Values a string field must refuse, whatever the field. */
function badStrings(long: boolean): [string, string][] {
  const cases: [string, string][] = [
    ["NUL", "abc\u0000def"],
    ["a bell character", "abc\u0007"],
    ["escape", "\u001b[31mred"],
    ["DEL", "abc\u007f"],
    ["a lone high surrogate", "abc\uD800"],
    ["a lone low surrogate", "\uDC00abc"],
    ["1 MB", "x".repeat(MB)],
  ];
  if (long) cases.push(["10 MB", "y".repeat(10 * MB)]);
  return cases;
}

/** Values a date field must refuse. */
const badDates: [string, string][] = [
  ["30 February", "2027-02-30"],
  ["31 April", "2027-04-31T10:00"],
  ["hour 24", "2027-03-01T24:00"],
  ["year 275760", "+275760-09-13T00:00:00Z"],
  ["year 0", "0000-01-01"],
  ["year 9999", "9999-12-31T23:59:59Z"],
  ["a word", "tomorrow"],
  ["a time-zone offset no clock has", "2027-03-01T09:00:00+99:00"],
  ["offset minutes past 59", "2027-03-01T09:00-05:75"],
];

/** Values a number field must refuse. */
const badNumbers: [string, unknown][] = [
  ["1e11", 1e11],
  ["1e308", 1e308],
  ["-1", -1],
  ["-1e308", -1e308],
  ['"0x1F"', "0x1F"],
  ['"1e3"', "1e3"],
  ['"Infinity"', "Infinity"],
  ['"12abc"', "12abc"],
];

/** Values of another type: a field may coerce some of them (null price = 0), never with a 5xx. */
const otherTypes: [string, unknown][] = [
  ["null", null],
  ["a number", 123456],
  ["true", true],
  ["an array", ["a", 1]],
  ["an object", { nested: "x" }],
  ["a string", "some text"],
];

/** Every case for one route, from one body it accepts. `slow` routes get fewer (one per family). */
export function casesFor(valid: Record<string, unknown>, { slow = false } = {}): Case[] {
  const out: Case[] = [...notObjects()];
  const keys = Object.keys(valid);
  const firstString = keys.find((k) => typeof valid[k] === "string" && !DATE.test(String(valid[k])));

  out.push({ label: "no fields", kind: "odd", raw: "{}" });
  out.push({ label: "an extra field", kind: "odd", raw: json(withField(valid, "isAdmin", true)) });
  out.push({ label: "prototype pollution", kind: "odd", raw: `{"__proto__":{"isAdmin":true},${json(valid).slice(1)}` });
  out.push({ label: "an extra field nested 6,000 levels deep", kind: "odd", raw: `{"deep":${deepObject()},${json(valid).slice(1)}` });
  if (firstString)
    out.push({
      label: `${firstString} = an object nested 6,000 levels deep`,
      kind: "odd",
      raw: json(withField(valid, firstString, "\u0001deep")).replace('"\\u0001deep"', deepObject()),
    });

  for (const key of keys) {
    const value = valid[key];
    const rest = { ...valid };
    delete rest[key];
    out.push({ label: `${key} missing`, kind: "odd", raw: json(rest) });
    if (slow && key !== firstString) continue;

    for (const [label, v] of otherTypes) {
      if (typeof v === typeof value && Array.isArray(v) === Array.isArray(value)) continue;
      out.push({ label: `${key} = ${label}`, kind: "odd", raw: json(withField(valid, key, v)) });
    }
    if (typeof value === "string" && DATE.test(value)) {
      for (const [label, v] of badDates) out.push({ label: `${key} = ${label}`, kind: "bad", raw: json(withField(valid, key, v)) });
    } else if (typeof value === "string") {
      for (const [label, v] of badStrings(key === firstString)) out.push({ label: `${key} with ${label}`, kind: "bad", raw: json(withField(valid, key, v)) });
    } else if (typeof value === "number") {
      for (const [label, v] of badNumbers) out.push({ label: `${key} = ${label}`, kind: "bad", raw: json(withField(valid, key, v)) });
    } else if (Array.isArray(value)) {
      out.push({
        label: `${key} with 10,000 entries`,
        kind: "bad",
        raw: json(
          withField(
            valid,
            key,
            Array.from({ length: 10_000 }, () => value[0]),
          ),
        ),
      });
      out.push({ label: `${key} entry with NUL`, kind: "bad", raw: json(withField(valid, key, [poison(value[0])])) });
    } else if (value && typeof value === "object") {
      out.push({ label: `${key} with NUL and 1e308 inside`, kind: "bad", raw: json(withField(valid, key, poison(value))) });
    }
  }
  return out;
}

/** The same shape with every string given a NUL and every number made 1e308. */
function poison(value: unknown): unknown {
  if (typeof value === "string") return `${value}\u0000`;
  if (typeof value === "number") return 1e308;
  if (Array.isArray(value)) return value.map(poison);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v)]));
  return value;
}

/** Path segments no slug or id looks like; each must be a 4xx, never a database error. */
export const oddSegments: [string, string][] = [
  ["NUL", "tour\u0000x"],
  ["a control character", "tour\u0007"],
  ["a lone surrogate", "tour\uD800"],
  ["10,000 characters", "t".repeat(10_000)],
  ["%zz left undecoded", "%zz"],
  ["dot segments", "../../etc/passwd"],
  ["a UUID of nothing", "00000000-0000-4000-8000-000000000000"],
  ["SQL", "' or 1=1 --"],
];
