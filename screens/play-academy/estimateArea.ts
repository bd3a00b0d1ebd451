/** The area around the Play Academy estimate; using anything inside it hydrates the estimate. */
export const ESTIMATE_AREA = 'play-academy-estimate';
