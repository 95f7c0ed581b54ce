// A tiny SQLite lexer. libsql's JS API does not expose sqlite3_bind_parameter_name,
// the tail of a prepared statement or sqlite3_stmt_readonly, yet we need them to
// split `sequence` requests, reject multi-statement `execute`s and bind arguments
// exactly the way sqld does. Tokens only need to be right about strings, quoted
// identifiers, comments, parameters, parentheses and semicolons.

type TokenKind = "space" | "word" | "param" | "semi" | "open" | "close" | "other";
interface Token {
  kind: TokenKind;
  text: string;
  start: number;
  end: number;
}

const IDENT_START = /[A-Za-z_\u0080-\uffff]/;
const IDENT_CHAR = /[A-Za-z0-9_$\u0080-\uffff]/;
const SQLITE_SPACE = /[ \t\n\f\r\v]/;

function* tokenize(sql: string): Generator<Token> {
  let i = 0;
  const emit = (kind: TokenKind, end: number): Token => {
    const token = { kind, text: sql.slice(i, end), start: i, end };
    i = end;
    return token;
  };
  const until = (from: number, close: string, doubled: boolean): number => {
    let j = from;
    for (;;) {
      const k = sql.indexOf(close, j);
      if (k < 0) return sql.length;
      if (doubled && sql.startsWith(close, k + close.length)) j = k + 2 * close.length;
      else return k + close.length;
    }
  };
  const identEnd = (from: number): number => {
    let j = from;
    while (j < sql.length && IDENT_CHAR.test(sql.charAt(j))) j++;
    return j;
  };
  while (i < sql.length) {
    const c = sql.charAt(i);
    const next = sql[i + 1];
    if (/\s/.test(c)) {
      let j = i + 1;
      while (j < sql.length && /\s/.test(sql.charAt(j))) j++;
      yield emit("space", j);
    } else if (c === "-" && next === "-") {
      const nl = sql.indexOf("\n", i);
      yield emit("space", nl < 0 ? sql.length : nl + 1);
    } else if (c === "/" && next === "*") {
      yield emit("space", until(i + 2, "*/", false));
    } else if (c === "'" || c === '"' || c === "`") {
      yield emit(c === "'" ? "other" : "word", until(i + 1, c, true));
    } else if (c === "[") {
      yield emit("word", until(i + 1, "]", false));
    } else if (c === "?") {
      let j = i + 1;
      while (j < sql.length && /\d/.test(sql.charAt(j))) j++;
      yield emit("param", j);
    } else if (c === ":" || c === "@" || c === "$" || c === "#") {
      const { end, legal } = variableEnd(sql, i);
      // `#NNN` is a register, legal only in SQLite's internal nested parses (parse.y).
      const register = c === "#" && next !== undefined && /\d/.test(next);
      yield emit(legal && !register ? "param" : "other", end);
    } else if (IDENT_START.test(c)) {
      yield emit("word", identEnd(i + 1));
    } else if (/\d/.test(c) || (c === "." && next !== undefined && /\d/.test(next))) {
      let j = i + 1;
      while (j < sql.length && /[0-9A-Za-z_.]/.test(sql.charAt(j))) j++;
      yield emit("other", j);
    } else {
      yield emit(c === ";" ? "semi" : c === "(" ? "open" : c === ")" ? "close" : "other", i + 1);
    }
  }
}

// SQLite's tokenizer (CC_VARALPHA, CC_DOLLAR): after any of the sigils `:@$#` come
// identifier characters, Tcl-style `::` separators and at most one `(...)` suffix.
// An illegal one (a bare sigil, an unclosed suffix) makes prepare() fail anyway.
function variableEnd(sql: string, start: number): { end: number; legal: boolean } {
  let chars = 0;
  let j = start + 1;
  for (; j < sql.length; j++) {
    const c = sql.charAt(j);
    if (IDENT_CHAR.test(c)) {
      chars++;
    } else if (c === "(" && chars > 0) {
      do j++;
      while (j < sql.length && !SQLITE_SPACE.test(sql.charAt(j)) && sql.charAt(j) !== ")");
      if (sql.charAt(j) !== ")") return { end: j, legal: false };
      j++;
      break;
    } else if (c === ":" && sql.charAt(j + 1) === ":") {
      j++;
    } else {
      break;
    }
  }
  return { end: j, legal: chars > 0 };
}

const keyword = (t: Token): string => (t.kind === "word" ? t.text.toUpperCase() : "");

// The state machine of sqlite3_complete(): a `;` ends a statement except inside
// CREATE TRIGGER ... BEGIN ... END, whose body contains semicolons of its own.
// States: 0 start, 1 normal, 2 explain, 3 create, 4 trigger body, 5 `;`, 6 `;END`.
const TRANSITIONS: Record<string, number[]> = {
  // token:    state 0  1  2  3  4  5  6
  semi: [0, 0, 0, 0, 5, 5, 0],
  other: [1, 1, 2, 1, 4, 4, 4],
  EXPLAIN: [2, 1, 1, 1, 4, 4, 4],
  CREATE: [3, 1, 3, 1, 4, 4, 4],
  TEMP: [1, 1, 1, 3, 4, 4, 4],
  TRIGGER: [1, 1, 1, 4, 4, 4, 4],
  END: [1, 1, 1, 1, 4, 6, 4],
};

/** Splits SQL text into single statements (text without the trailing `;`). */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let state = 0;
  let start = 0;
  let hasContent = false;
  for (const token of tokenize(sql)) {
    if (token.kind === "space") continue;
    const kw = keyword(token);
    const row = token.kind === "semi" ? "semi" : kw === "TEMPORARY" ? "TEMP" : kw in TRANSITIONS ? kw : "other";
    const next = TRANSITIONS[row]![state]!;
    if (token.kind === "semi" && next === 0) {
      if (hasContent) out.push(sql.slice(start, token.start).trim());
      start = token.end;
      hasContent = false;
    } else {
      hasContent = true;
    }
    state = next;
  }
  if (hasContent) out.push(sql.slice(start).trim());
  return out;
}

export interface StatementInfo {
  /** Parameter names by slot (entry 0 is slot 1, which `?1` reads); null for a slot without a name. */
  params: (string | null)[];
  /** The statement's main verb, e.g. SELECT or INSERT, after EXPLAIN/WITH prefixes. */
  verb: string;
  isExplain: boolean;
}

const MAIN_VERBS = new Set(["SELECT", "VALUES", "INSERT", "REPLACE", "UPDATE", "DELETE"]);

export function analyzeStatement(sql: string): StatementInfo {
  const params: (string | null)[] = [];
  const names = new Set<string>();
  let verb = "";
  let isExplain = false;
  let inWith = false;
  let depth = 0;
  for (const token of tokenize(sql)) {
    if (token.kind === "param") {
      assignParam(token.text, params, names);
    } else if (token.kind === "open") depth++;
    else if (token.kind === "close") depth--;
    else if (token.kind === "word" && depth === 0 && (verb === "" || inWith)) {
      const kw = keyword(token);
      if (verb === "" && kw === "EXPLAIN") isExplain = true;
      else if (verb === "" && isExplain && (kw === "QUERY" || kw === "PLAN")) continue;
      else if (verb === "") {
        verb = kw;
        inWith = kw === "WITH";
      } else if (MAIN_VERBS.has(kw)) {
        verb = kw;
        inWith = false;
      }
    }
  }
  return { params, verb, isExplain };
}

// Mirrors sqlite3ExprAssignVarNumber(): every parameter occupies a slot. A bare `?`
// takes (largest slot so far) + 1, `?NNN` takes slot NNN, a name takes the next slot
// the first time it appears and the same slot after that. A slot keeps the first
// name given to it, so in `:b, :a, ?1` slot 1 is `:b` and `?1` merely reads it.
function assignParam(text: string, params: (string | null)[], names: Set<string>): void {
  if (text === "?") {
    params.push(null);
    return;
  }
  if (text.startsWith("?")) {
    const index = Number(text.slice(1));
    // Beyond SQLITE_MAX_VARIABLE_NUMBER prepare() fails anyway; don't allocate for it.
    if (!(index >= 1 && index <= 32766)) return;
    while (params.length < index) params.push(null);
    params[index - 1] ??= text;
    return;
  }
  if (names.has(text)) return;
  params.push(text);
  names.add(text);
}
