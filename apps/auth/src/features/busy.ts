/**
 * A submit button's spinner (`loading={pending && SPINNER}`), shown only once a send takes a
 * moment: a send answered within a few frames (an answer already at hand) would start antd's
 * spinner motion and stop it before it ran, which can leave the spinner, and its "loading" name,
 * on the button. Also spares the flash of a spinner on a quick answer.
 */
export const SPINNER = { delay: 200 } as const;
