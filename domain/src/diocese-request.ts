import { z } from 'zod';

// Issue 6: staff ask the sending diocese for its evidence (spec 3, 9: source Diocese). The request
// goes to a diocesan contact staff name (the DDO, a diocesan administrator), or, left empty, to
// the diocese organisation's own e-mail address. The same schema checks the dialog and the call.

export const dioceseRequestSchema = z.object({
  /** Whom the e-mail greets; empty: the diocese itself. */
  contactName: z
    .string({ error: 'The name must be text.' })
    .trim()
    .max(200, 'Keep the name to 200 characters.')
    .default(''),
  /** Empty: the diocese's own address (organisations.email). */
  email: z
    .string({ error: 'Enter an e-mail address.' })
    .trim()
    .max(320, 'Keep it to 320 characters.')
    .refine(
      (v) => v === '' || z.email().safeParse(v).success,
      'Enter a valid e-mail address, like name@example.com, or leave it empty.',
    )
    .default(''),
});
export type DioceseRequest = z.infer<typeof dioceseRequestSchema>;
