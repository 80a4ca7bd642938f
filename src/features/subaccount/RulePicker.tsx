/**
 * The permissions a main account may give, as nested checkboxes (`name="rules"`): groups, their pages and each
 * page's buttons, indented (island, design subaccounts §8.4). Rendered by the server as plain checkboxes that post
 * without JavaScript (the API completes and bounds the picked set); hydrated, a click follows the picker's model
 * (`lib/subaccount/ruleTree.ts`): what is under a rule and the groups above it go with it, and a partly picked rule
 * shows as indeterminate.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormCheck } from 'react-bootstrap';
import { renderedByReact } from '~/components/astroRenderer';
import { type PickNode, type PickState, toggle, treeState } from '~/lib/subaccount/ruleTree';

/** A rule as the picker shows it (the props keep only this of `subAccount/rules`' tree). */
export interface PickerRule extends PickNode {
  title: string;
  /** The rule's name (`order/hotel`), for tests and styling. */
  name: string;
  children: readonly PickerRule[];
}

export interface RulePickerProps {
  rules: readonly PickerRule[];
  checked: readonly number[];
}

function Checkbox({
  rule,
  picked,
  state,
  onToggle,
}: {
  rule: PickerRule;
  picked: boolean;
  state: PickState | undefined;
  onToggle: (id: number) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = state === 'indeterminate';
  }, [state]);
  const id = `rule-${rule.id}`;
  return (
    <FormCheck id={id}>
      <FormCheck.Input
        ref={input}
        name="rules"
        value={String(rule.id)}
        checked={picked}
        onChange={() => onToggle(rule.id)}
        data-testid="rule-checkbox"
        data-rule={rule.name}
      />
      <FormCheck.Label className={rule.group ? 'fw-semibold' : undefined}>{rule.title}</FormCheck.Label>
    </FormCheck>
  );
}

function RuleItems(props: {
  rules: readonly PickerRule[];
  picked: ReadonlySet<number>;
  states: Map<number, PickState>;
  onToggle: (id: number) => void;
  depth: number;
}) {
  const { rules, picked, states, onToggle, depth } = props;
  return (
    <ul className={depth === 0 ? 'rule-list list-unstyled mb-0' : 'rule-list list-unstyled ms-4 mb-0'}>
      {rules.map((rule) => (
        <li key={rule.id}>
          <Checkbox rule={rule} picked={picked.has(rule.id)} state={states.get(rule.id)} onToggle={onToggle} />
          {rule.children.length > 0 && <RuleItems {...props} rules={rule.children} depth={depth + 1} />}
        </li>
      ))}
    </ul>
  );
}

function RulePicker({ rules, checked }: RulePickerProps) {
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set(checked));
  const states = useMemo(() => treeState(rules, picked), [rules, picked]);
  const onToggle = (id: number) => setPicked((current) => toggle(rules, current, id));
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Boxes clicked before the island woke up keep what the person chose.
    const boxes = root.current?.querySelectorAll<HTMLInputElement>('input[name="rules"]') ?? [];
    const live = new Set([...boxes].filter((box) => box.checked).map((box) => Number(box.value)));
    setPicked((current) => (live.size === current.size && [...live].every((id) => current.has(id)) ? current : live));
  }, []);
  return (
    <div ref={root}>
      <RuleItems rules={rules} picked={picked} states={states} onToggle={onToggle} depth={0} />
    </div>
  );
}

export default renderedByReact(RulePicker);
