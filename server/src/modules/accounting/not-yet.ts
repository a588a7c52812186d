/** Thrown when a document must wait for another (a payment for an invoice not yet sent). */
export class NotYet extends Error {}
