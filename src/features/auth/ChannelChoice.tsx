/**
 * The e-mail / mobile radio group of the register and retrieve forms: only the channels the site offers; a hidden
 * field when it offers one.
 */
import { FormCheck } from 'react-bootstrap';
import type { VerificationType } from '~/lib/validation';

export interface ChannelChoiceProps {
  name: string;
  text: { legend: string; viaEmail: string; viaMobile: string };
  offered: readonly VerificationType[];
  selected: VerificationType;
  onChange(channel: VerificationType): void;
}

export default function ChannelChoice({ name, text, offered, selected, onChange }: ChannelChoiceProps) {
  const labels: Record<VerificationType, string> = { email: text.viaEmail, mobile: text.viaMobile };
  if (offered.length < 2) return <input type="hidden" name={name} value={selected} />;
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">{text.legend}</legend>
      {offered.map((channel) => (
        <FormCheck
          inline
          type="radio"
          key={channel}
          name={name}
          id={`${name}-${channel}`}
          value={channel}
          label={labels[channel]}
          checked={channel === selected}
          onChange={() => onChange(channel)}
          data-testid={`${name}-${channel}`}
        />
      ))}
    </fieldset>
  );
}
