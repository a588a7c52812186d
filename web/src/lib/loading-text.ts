// spec 9: the empty-table text while a list (or any record data) is loading.
export const LOADING_TEXT = 'Loading, please wait ...';
