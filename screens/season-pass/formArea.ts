/** The area around the season pass form; using anything inside it hydrates the form. */
export const SEASON_PASS_FORM_AREA = 'season-pass-form';
