/**
 * The routing API of every app, shared as one singleton (one router context in the page).
 * react-router itself is not shared: a shared module cannot be tree-shaken, and whole it
 * weighs 60 KB gzip; through this narrow entry the page carries only what we use.
 * Add an export here when an app needs more of react-router.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
