import type { JsonSchema } from "../api/content-admin";

type Value = unknown;

/** A scalar as form text (objects are edited by their own fields, never stringified). */
const text = (v: unknown): string =>
  typeof v === "string" || typeof v === "number" || typeof v === "boolean" ? String(v) : "";
type Obj = Record<string, unknown>;

/** The schema of a property, without `anyOf` wrappers zod adds for optional fields. */
function unwrap(schema: JsonSchema): JsonSchema {
  if (schema.anyOf) return schema.anyOf.find((s) => s.type !== "null") ?? schema;
  return schema;
}

const isBlockArray = (schema: JsonSchema) => {
  const items = schema.items ? unwrap(schema.items) : undefined;
  return !!items?.properties?.component && !items.properties.component.const;
};

interface FieldProps {
  name: string;
  path: string;
  schema: JsonSchema;
  value: Value;
  onChange: (value: Value) => void;
  schemas: Record<string, JsonSchema>;
}

/** A form field derived from a JSON Schema property: text, number, checkbox, select, group, list or blocks. */
function Field({ name, path, schema: raw, value, onChange, schemas }: FieldProps) {
  const schema = unwrap(raw);
  const id = `f-${path.replace(/[^a-z0-9]+/gi, "-")}`;
  if (schema.const !== undefined) return null;
  if (schema.enum) {
    return (
      <label className="schema-form__field" htmlFor={id}>
        <span>{name}</span>
        <select
          id={id}
          value={text(value ?? schema.default)}
          onChange={(e) => onChange(typeof schema.enum![0] === "number" ? Number(e.target.value) : e.target.value)}
        >
          {schema.enum.map((option) => (
            <option key={String(option)} value={String(option)}>
              {String(option)}
            </option>
          ))}
        </select>
      </label>
    );
  }
  if (schema.type === "boolean") {
    return (
      <label className="schema-form__field schema-form__field--check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={Boolean(value ?? schema.default)}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{name}</span>
      </label>
    );
  }
  if (schema.type === "number" || schema.type === "integer") {
    return (
      <label className="schema-form__field" htmlFor={id}>
        <span>{name}</span>
        <input
          id={id}
          type="number"
          value={text(value)}
          min={schema.minimum}
          max={schema.maximum}
          onChange={(e) => onChange(e.target.value === "" ? undefined : Number(e.target.value))}
        />
      </label>
    );
  }
  if (schema.type === "string") {
    const long = (schema.maxLength ?? 0) > 400;
    return (
      <label className="schema-form__field" htmlFor={id}>
        <span>{name}</span>
        {long ? (
          <textarea id={id} rows={6} value={text(value)} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input
            id={id}
            type="text"
            value={text(value)}
            onChange={(e) => onChange(e.target.value === "" ? undefined : e.target.value)}
          />
        )}
      </label>
    );
  }
  if (schema.type === "object" && schema.properties) {
    return (
      <fieldset className="schema-form__group">
        <legend>{name}</legend>
        <ObjectFields schema={schema} value={(value ?? {}) as Obj} onChange={onChange} path={path} schemas={schemas} />
      </fieldset>
    );
  }
  if (schema.type === "array" && schema.items) {
    const list: unknown[] = Array.isArray(value) ? (value as unknown[]) : [];
    const blocks = isBlockArray(schema);
    const item = unwrap(schema.items);
    const set = (i: number, next: Value) => onChange(list.map((v, j) => (j === i ? next : v)));
    const move = (i: number, d: number) => {
      const copy = [...list];
      const [x] = copy.splice(i, 1);
      copy.splice(i + d, 0, x);
      onChange(copy);
    };
    return (
      <fieldset className="schema-form__group">
        <legend>{name}</legend>
        {list.map((entry, i) => {
          const itemSchema = blocks ? schemas[String((entry as Obj).component)] : item;
          return (
            <div key={i} className="schema-form__item">
              <div className="schema-form__item-bar">
                <strong>{blocks ? String((entry as Obj).component) : `${name} ${i + 1}`}</strong>
                <button type="button" onClick={() => move(i, -1)} disabled={i === 0} aria-label="Move up">
                  ↑
                </button>
                <button
                  type="button"
                  onClick={() => move(i, 1)}
                  disabled={i === list.length - 1}
                  aria-label="Move down"
                >
                  ↓
                </button>
                <button type="button" onClick={() => onChange(list.filter((_, j) => j !== i))}>
                  Remove
                </button>
              </div>
              {itemSchema ? (
                itemSchema.type === "object" || itemSchema.properties ? (
                  <ObjectFields
                    schema={itemSchema}
                    value={entry as Obj}
                    onChange={(next) => set(i, next)}
                    path={`${path}.${i}`}
                    schemas={schemas}
                  />
                ) : (
                  <Field
                    name={`${name} ${i + 1}`}
                    path={`${path}.${i}`}
                    schema={itemSchema}
                    value={entry}
                    onChange={(next) => set(i, next)}
                    schemas={schemas}
                  />
                )
              ) : (
                <p>Unknown component: edit it as JSON.</p>
              )}
            </div>
          );
        })}
        {blocks ? (
          <select
            aria-label={`Add a block to ${name}`}
            value=""
            onChange={(e) => e.target.value && onChange([...list, { component: e.target.value }])}
          >
            <option value="">+ Add block…</option>
            {Object.keys(schemas)
              .filter((c) => !["page", "config", "blog_article", "blog_category"].includes(c))
              .map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
          </select>
        ) : (
          <button type="button" onClick={() => onChange([...list, item.type === "object" ? {} : ""])}>
            + Add
          </button>
        )}
      </fieldset>
    );
  }
  return null;
}

/** The fields of an object schema. */
export function ObjectFields({
  schema,
  value,
  onChange,
  path,
  schemas,
}: {
  schema: JsonSchema;
  value: Obj;
  onChange: (value: Obj) => void;
  path: string;
  schemas: Record<string, JsonSchema>;
}) {
  return (
    <>
      {Object.entries(unwrap(schema).properties ?? {})
        .filter(([key]) => key !== "_uid" && key !== "component")
        .map(([key, prop]) => (
          <Field
            key={key}
            name={key}
            path={`${path}.${key}`}
            schema={prop}
            value={value[key]}
            onChange={(next) => {
              const copy = { ...value };
              if (next === undefined) delete copy[key];
              else copy[key] = next;
              onChange(copy);
            }}
            schemas={schemas}
          />
        ))}
    </>
  );
}
