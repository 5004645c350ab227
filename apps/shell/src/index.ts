// The remote's region the server rendered (apps/shell/fragments.mjs writeRegion) stays on screen
// while the app loads, as a preview: read-only from now on (inert, and hidden from assistive
// technology, which hears the loading status instead), since the app replaces it — a field typed
// into or a link half-followed there would be lost. Without script it stays live. Plain DOM here:
// nothing may be imported before the federation has negotiated the shared singletons.
const region = document.querySelector('[data-estante-region]');
region?.setAttribute('inert', '');
region?.setAttribute('aria-hidden', 'true');

// Async boundary: Module Federation negotiates shared singletons before the app runs.
import('./bootstrap');
