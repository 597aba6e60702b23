/**
 * What the shell provides under the shared names `react-router` and `react-router-dom`: the router API
 * the apps use, and nothing else. A shared module cannot be tree-shaken (a remote may ask for any export),
 * so providing the whole library shipped its data routers, server rendering and cookie helpers to every
 * visitor. An app that needs another export adds it here (a test checks every import is listed), which is
 * a shell release like any change to the platform.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'estate-react-router';
