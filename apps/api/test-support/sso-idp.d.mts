// TEST ONLY: types of sso-idp.mjs (the local identity providers of the single sign-on tests).

/** A person of the test identity providers. */
export interface TestAccount {
  /** Signs in with it (or with claims.email); OIDC `sub`; SAML NameID (unless nameId) and `uid` attribute. */
  username: string;
  /** Undefined: any password is accepted. */
  password?: string;
  /** OpenID claims (email, email_verified, preferred_username, name, …); email and name also become SAML attributes. */
  claims?: Record<string, unknown>;
  /** SAML: extra attributes (name → value). */
  attributes?: Record<string, string>;
  /** SAML: the NameID (default the username) and its format (default unspecified). */
  nameId?: string;
  nameIdFormat?: string;
}

export interface TestOidcClient {
  client_id: string;
  /** Absent: a public client (token endpoint auth "none"). */
  client_secret?: string;
  redirect_uris: string[];
  post_logout_redirect_uris?: string[];
}

export interface TestOidcProviderOptions {
  /** 0 (default): a free port. */
  port?: number;
  host?: string;
  clients: TestOidcClient[];
  accounts: TestAccount[];
  /** Grant the requested scopes without the consent page. */
  autoConsent?: boolean;
}

export interface TestOidcProvider {
  /** http://host:port — OIDC_ISSUER */
  issuer: string;
  port: number;
  /** end_session_endpoint — LINK_LOGOUT_OIDC */
  logoutUrl: string;
  close(): Promise<void>;
}

export type TestServiceProvider = { entityId: string; acsUrl: string } | { metadata: string };

export interface TestSamlIdpOptions {
  port?: number;
  host?: string;
  accounts: TestAccount[];
  /** The SP allowed to sign in (can be set later with setServiceProvider). */
  serviceProvider?: TestServiceProvider;
  /** Default `<url>/metadata`. */
  entityId?: string;
  /** Sign the whole response too, not only the assertion (default true). */
  signResponse?: boolean;
  /** GET /slo redirects here (else it shows a "signed out" page). */
  afterLogout?: string;
}

export interface TestSamlIdp {
  url: string;
  entityId: string;
  /** SAML_IDP_SSO_URL */
  ssoUrl: string;
  /** A "signed out" page — LINK_LOGOUT_SAML */
  logoutUrl: string;
  /** SAML_IDP_METADATA */
  metadataUrl: string;
  metadata: string;
  /** PEM — SAML_IDP_CERT */
  certificate: string;
  setServiceProvider(sp: TestServiceProvider): void;
  close(): Promise<void>;
}

export function startTestOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider>;
export function startTestSamlIdp(options: TestSamlIdpOptions): Promise<TestSamlIdp>;

export interface TestIdentityProvidersOptions {
  /** The origin the browser uses (e.g. http://localhost:8080); its server proxies /oidc and /saml to the API. */
  siteUrl: string;
  /** Default DEMO_SSO_ACCOUNTS. */
  accounts?: TestAccount[];
  autoConsent?: boolean;
  host?: string;
}

export interface TestIdentityProviders {
  oidc: TestOidcProvider;
  saml: TestSamlIdp;
  /** The API's environment for them. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Accounts naming the seeded demo people (password Sso#2024). */
export const DEMO_SSO_ACCOUNTS: TestAccount[];
export function startTestIdentityProviders(options: TestIdentityProvidersOptions): Promise<TestIdentityProviders>;
