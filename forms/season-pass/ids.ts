/**
 * The element ids of one season pass form, all derived from one useId() value so that two forms on
 * a page never collide. The panels receive the ones they use, so labels, hints and errors point at
 * the same ids the orchestrator focuses and describes.
 */
export interface SeasonPassIds {
  cardsHeading: string;
  guestHeading: string;
  cardHint: string;
  cardCount: string;
  cardsError: string;
  cardError: (index: number) => string;
  card: (index: number) => string;
  field: (name: string) => string;
  submitError: string;
}

export function seasonPassIds(id: string): SeasonPassIds {
  return {
    cardsHeading: `${id}-cards-heading`,
    guestHeading: `${id}-guest-heading`,
    cardHint: `${id}-card-hint`,
    cardCount: `${id}-card-count`,
    cardsError: `${id}-cards-error`,
    cardError: (index) => `${id}-card-${index}-error`,
    card: (index) => `${id}-card-${index}`,
    field: (name) => `${id}-${name}`,
    submitError: `${id}-submit-error`,
  };
}
