/** The row of a count report that gathers the records with no value in the grouping. */
export const NOT_RECORDED = 'Not recorded';
