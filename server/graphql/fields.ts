/**
 * Options of the fields most object types expose as they are stored: instants (`DateTime`) and
 * fields that may be null. Every such field says what null means in its description.
 */

/** An instant: `t.expose('createdAt', dateTime('When it was created.'))`. */
export const dateTime = (description: string) => ({ type: 'DateTime', description }) as const;

/** A field of `type` that may be null: `t.expose('language', optional(LanguageEnum, 'Its language; null: any.'))`. */
export const optional = <Type>(type: Type, description: string) => ({ type, nullable: true, description }) as const;

/** An instant that may be missing: `t.expose('revokedAt', optionalDateTime('When it was revoked; null: not.'))`. */
export const optionalDateTime = (description: string) => optional('DateTime' as const, description);

/** A field that may be null, of the type its `t.expose…`/`t.relation` gives: `t.exposeString('city', nullable('…'))`. */
export const nullable = (description: string) => ({ nullable: true, description }) as const;
