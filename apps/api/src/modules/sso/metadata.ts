import { DOMParser } from '@xmldom/xmldom';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** What the service provider needs of an identity provider's SAML metadata. */
export interface IdpMetadata {
  entityId: string | null;
  /** SingleSignOnService, HTTP-Redirect binding. */
  ssoUrl: string;
  /** Signing certificates (base64 DER). */
  certs: string[];
}

const children = (parent: Element, ns: string, name: string): Element[] => {
  const out: Element[] = [];
  const list = parent.getElementsByTagNameNS(ns, name);
  for (let i = 0; i < list.length; i++) {
    const el = list.item(i);
    if (el) out.push(el);
  }
  return out;
};

/** Reads an IdP's EntityDescriptor (or the first IdP of an EntitiesDescriptor). */
export function parseIdpMetadata(xml: string): IdpMetadata {
  const errors: string[] = [];
  const doc = new DOMParser({ errorHandler: (level: string, message: unknown) => void (level !== 'warning' && errors.push(String(message))) }).parseFromString(xml, 'text/xml');
  if (errors.length > 0 || !doc.documentElement) throw new Error(`IdP metadata is not XML: ${errors[0] ?? 'empty'}`);
  const idp = children(doc.documentElement, MD, 'IDPSSODescriptor')[0];
  if (!idp) throw new Error('IdP metadata without an IDPSSODescriptor');
  const descriptor = idp.parentNode as Element | null;
  const sso = children(idp, MD, 'SingleSignOnService').find((el) => el.getAttribute('Binding') === REDIRECT);
  const ssoUrl = sso?.getAttribute('Location');
  if (!ssoUrl) throw new Error('IdP metadata without an HTTP-Redirect SingleSignOnService');
  const certs = children(idp, MD, 'KeyDescriptor')
    .filter((kd) => {
      const use = kd.getAttribute('use');
      return !use || use === 'signing';
    })
    .flatMap((kd) => children(kd, DS, 'X509Certificate').map((c) => (c.textContent ?? '').replace(/\s+/g, '')))
    .filter((c) => c !== '');
  if (certs.length === 0) throw new Error('IdP metadata without a signing certificate');
  return { entityId: descriptor?.getAttribute?.('entityID') ?? null, ssoUrl, certs };
}
