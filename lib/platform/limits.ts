/** The most season passes one registration may carry; its own module so that text needs no zod. */
export const MAX_PASSES_PER_REGISTRATION = 10;
