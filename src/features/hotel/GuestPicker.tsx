/**
 * The party of a search (island, `client:interaction`): rooms, adults and children as native selects, and one age
 * select per child. Server-rendered it is the plain form (ages only where the server asked for them); once a person
 * touches it, the age selects follow the number of children at once, so the home page can ask for the ages too.
 * The controls stay uncontrolled: hydration never overwrites a value chosen before the island woke up.
 */

import { useEffect, useRef, useState } from 'react';
import { FormGroup, FormLabel, FormSelect } from 'react-bootstrap';
import { renderedByReact } from '~/components/astroRenderer';
import { interpolate } from '~/lib/i18n/dictionary';

export interface GuestPickerText {
  rooms: string;
  adults: string;
  children: string;
  /** Legend of the age selects. */
  ages: string;
  /** "Age of child {{number}}". */
  ageOf: string;
  chooseAge: string;
}

export interface GuestPickerProps {
  /** Unique prefix of the fields' ids (the search box's). */
  id: string;
  rooms: number;
  adults: number;
  /** The number of children (`children` is React's own prop). */
  childCount: number;
  ages: readonly number[];
  maxRooms: number;
  maxAdults: number;
  maxChildren: number;
  /** The label of each age, index = age in years. */
  ageLabels: readonly string[];
  /** Server render: show the age selects (the list page asks for them; the home page only after a touch). */
  showAges: boolean;
  /** Fields an answer refused, marked invalid. */
  invalid: readonly string[];
  /** Shown above the age selects and describing the missing ones. */
  agesMessage?: string | undefined;
  /** Said while the ages are not asked here yet ("the ages come on the next page"); gone once the picker wakes. */
  agesLater?: string | undefined;
  /** Column classes of the three count selects. */
  countClass: string;
  text: GuestPickerText;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

function GuestPicker(props: GuestPickerProps) {
  const { id, text, invalid, agesMessage, countClass } = props;
  const [children, setChildren] = useState(props.childCount);
  const [showAges, setShowAges] = useState(props.showAges);
  const ages = useRef<(number | undefined)[]>([...props.ages]);
  const childrenRef = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    // Awake: the ages follow the children from now on, starting from what the select shows now.
    const shown = Number(childrenRef.current?.value ?? props.childCount);
    if (Number.isInteger(shown)) setChildren(shown);
    setShowAges(true);
  }, [props.childCount]);

  const count = (name: 'rooms' | 'adults' | 'children', label: string, max: number, min: number, value: number) => (
    <FormGroup className={countClass} controlId={`${id}-${name}`}>
      <FormLabel>{label}</FormLabel>
      <FormSelect
        isInvalid={invalid.includes(name)}
        name={name}
        defaultValue={value}
        ref={name === 'children' ? childrenRef : undefined}
        onChange={name === 'children' ? (event) => setChildren(Number(event.currentTarget.value)) : undefined}
        data-testid={`${id}-${name}`}
      >
        {range(min, max).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </FormSelect>
    </FormGroup>
  );

  const shownAges = showAges ? range(1, children) : [];
  return (
    <>
      {count('rooms', text.rooms, props.maxRooms, 1, props.rooms)}
      {count('adults', text.adults, props.maxAdults, 1, props.adults)}
      {count('children', text.children, props.maxChildren, 0, props.childCount)}
      {!showAges && props.agesLater && (
        <p className="col-12 order-last small text-body-secondary mb-0" data-testid={`${id}-ages-later`}>
          {props.agesLater}
        </p>
      )}
      {shownAges.length > 0 && (
        <div className="col-12 order-last mt-3">
          <fieldset>
            <legend className="form-label fs-6 mb-2">{text.ages}</legend>
            {agesMessage && (
              <p className="text-danger small mb-2" id={`${id}-ages-message`} data-testid={`${id}-ages-message`}>
                {agesMessage}
              </p>
            )}
            <div className="row g-2">
              {shownAges.map((number) => {
                const age = ages.current[number - 1];
                const missing = age === undefined && agesMessage !== undefined;
                return (
                  <FormGroup className="col-6 col-md-3 col-lg-2" key={number} controlId={`${id}-age-${number}`}>
                    <FormLabel className="small">{interpolate(text.ageOf, { number })}</FormLabel>
                    <FormSelect
                      isInvalid={missing}
                      name="age"
                      required
                      defaultValue={age ?? ''}
                      aria-describedby={missing ? `${id}-ages-message` : undefined}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        ages.current[number - 1] = value === '' ? undefined : Number(value);
                      }}
                      data-testid={`${id}-age`}
                    >
                      <option value="">{text.chooseAge}</option>
                      {props.ageLabels.map((label, value) => (
                        <option key={label} value={value}>
                          {label}
                        </option>
                      ))}
                    </FormSelect>
                  </FormGroup>
                );
              })}
            </div>
          </fieldset>
        </div>
      )}
    </>
  );
}

export default renderedByReact(GuestPicker);
