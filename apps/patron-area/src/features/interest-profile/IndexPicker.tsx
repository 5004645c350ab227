import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import type { OpcaoInteresse, OpcoesInteresseQuery } from '@estante/api-contract';
import { interestOptions } from '@estante/api-endpoints/patron';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import type { ControlProps } from '@estante/ui/form';
import { Input, type InputRef } from '@estante/ui/input';
import { minSearch } from './rules';
import { NS_INTEREST } from './strings';

interface Props {
  /** The label's, the hint's and the message's ids (from the form's Field). */
  readonly control: ControlProps;
  readonly inputRef?: Ref<InputRef>;
  /** Which index: authors, subjects, areas (call-number classes) or serials. */
  readonly tipo: OpcoesInteresseQuery['tipo'];
  /** What the box shows. */
  readonly text: string;
  /** The picked entry's code, '' while none. */
  readonly picked: string;
  readonly onText: (text: string) => void;
  readonly onPick: (option: OpcaoInteresse) => void;
  readonly onBlur?: () => void;
  readonly disabled?: boolean;
}

/** What was typed, once the patron paused (ms): one request per pause, not per key. */
const PAUSE = 250;

/**
 * A search-as-you-type picker over one of the catalogue's indexes (the WAI-ARIA combobox with a list
 * box): the options come from GET /api/perfil-interesse/opcoes; arrows move, Enter picks, Escape
 * closes. The house's input and a plain list box (no antd Select: its 35 KB for one field), so an
 * entry is always one the index has, never free text.
 */
export function IndexPicker({ control, inputRef, tipo, text, picked, onText, onPick, onBlur, disabled }: Props) {
  const { t } = useTranslation(NS_INTEREST);
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [term, setTerm] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(text.trim()), PAUSE);
    return () => window.clearTimeout(timer);
  }, [text]);
  const enough = term.length >= minSearch(tipo);
  const options = useQuery({
    queryKey: ['interest', 'options', tipo, term],
    queryFn: ({ signal }) => interestOptions({ tipo, q: term }, { signal }),
    enabled: open && enough && picked === '',
    staleTime: 60_000,
  });
  const list = open && enough && picked === '' ? (options.data?.opcoes ?? []) : [];
  const optionId = (i: number) => `${listId}-o${i}`;
  const pick = (o: OpcaoInteresse) => {
    onPick(o);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && list.length > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % list.length);
    } else if (e.key === 'ArrowUp' && list.length > 0) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? list.length - 1 : a - 1));
    } else if (e.key === 'Enter' && open && active >= 0 && list[active]) {
      e.preventDefault();
      pick(list[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };
  const status =
    !open || picked !== ''
      ? ''
      : !enough
        ? t('picker.typeMore')
        : options.isPending
          ? t('picker.searching')
          : options.data && list.length === 0
            ? t('picker.none')
            : '';
  const expanded = list.length > 0;
  return (
    <div className="interest-picker">
      <Input
        {...control}
        ref={inputRef}
        type="text"
        role="combobox"
        className="interest-picker__input"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        disabled={disabled}
        onChange={(e) => {
          onText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" className="interest-picker__list" hidden={!expanded} aria-label={t('picker.listLabel')}>
        {list.map((o, i) => (
          <li
            key={o.codigo}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={`interest-picker__option${i === active ? ' interest-picker__option--active' : ''}`}
            // mousedown, not click: before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(o);
            }}
          >
            {tipo === 'periodico' ? o.descricao : t('picker.option', { text: o.descricao, count: o.total })}
          </li>
        ))}
      </ul>
      <p className="interest-picker__status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
