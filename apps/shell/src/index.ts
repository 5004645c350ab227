// Async boundary: Module Federation negotiates shared singletons before the app runs.
import('./bootstrap');
