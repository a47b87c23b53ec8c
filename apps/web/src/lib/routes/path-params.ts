/** The segments of a React Router pattern: `/admin/clients/update/:uuid/:see?` → `admin` | … | `:uuid` | `:see?`. */
type Segments<Path extends string> = Path extends `${infer Head}/${infer Tail}`
  ? Head | Segments<Tail>
  : Path;

type OptionalName<Segment> = Segment extends `:${infer Name}?` ? Name : never;
type RequiredName<Segment> = Segment extends `:${string}?`
  ? never
  : Segment extends `:${infer Name}`
    ? Name
    : never;

/**
 * The params a path pattern takes, read from the pattern itself: `:uuid` is a required string,
 * `:see?` an optional one. A pattern without params takes none (an empty record refuses any key).
 */
export type PathParams<Path extends string> = [
  RequiredName<Segments<Path>> | OptionalName<Segments<Path>>,
] extends [never]
  ? Record<string, never>
  : { [Name in RequiredName<Segments<Path>>]: string } & {
      [Name in OptionalName<Segments<Path>>]?: string | undefined;
    };

/** Whether a pattern has a param that must be given (then `pathFor` requires its params). */
export type HasRequiredParam<Path extends string> = [RequiredName<Segments<Path>>] extends [never]
  ? false
  : true;

/** The search a screen declares (`search: ['resumo']`) as the optional strings `pathFor` may add. */
export type SearchParams<Keys> = Keys extends readonly (infer Key extends string)[]
  ? { [Name in Key]?: string | undefined }
  : Record<string, never>;
