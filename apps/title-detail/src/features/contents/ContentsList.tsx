import type { ItemSumario } from '@estante/api-contract';
import { groupContents } from './groups';

/** Entries of a table of contents as an ordered list (numbered as given), grouped under their parts. */
export function ContentsList({ itens, lang }: { readonly itens: readonly ItemSumario[]; /** The title's language (BCP 47): contents are transcribed from the item. */ readonly lang?: string | undefined }) {
  return (
    <>
      {groupContents(itens).map((g) => (
        <div key={`${g.itens[0]?.ordem}`} className="contents-group" lang={lang}>
          {g.grupo ? <p className="contents-group__name">{g.grupo}</p> : null}
          <ol className="contents-list" start={g.itens[0]?.ordem}>
            {g.itens.map((i) => (
              <li key={i.ordem}>
                <span className="contents-list__title">{i.titulo}</span>
                {i.autores ? <span className="contents-list__authors"> / {i.autores}</span> : null}
                {i.paginas ? <span className="contents-list__pages"> — {i.paginas}</span> : null}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </>
  );
}
