import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * Drone-themed pictures drawn with SVG: nothing is downloaded at run time. Decorative only
 * (hidden from assistive technology); rotors spin and the drone hovers unless the visitor
 * prefers reduced motion.
 */

const motionSx = {
  '& .rotor': {
    transformBox: 'fill-box',
    transformOrigin: 'center',
    animation: 'skypilot-spin 0.5s linear infinite',
  },
  '& .hover': { animation: 'skypilot-hover 4s ease-in-out infinite' },
  '@keyframes skypilot-spin': { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
  '@keyframes skypilot-hover': {
    '0%, 100%': { transform: 'translateY(0)' },
    '50%': { transform: 'translateY(-8px)' },
  },
  '@media (prefers-reduced-motion: reduce)': { '& .rotor, & .hover': { animation: 'none' } },
} as const;

/** A quadcopter seen from the front-top, centred on (0, 0), about 200 units wide. */
function Quadcopter({ accent = '#7dd3fc' }: { accent?: string }) {
  const rotors = [-78, 78];
  return (
    <g>
      {/* arms */}
      <path d="M-78 -6 L-24 6 M78 -6 L24 6" stroke="#1e3a5f" strokeWidth="8" strokeLinecap="round" />
      {/* motors and rotors */}
      {rotors.map((x) => (
        <g key={x}>
          <rect x={x - 7} y={-18} width="14" height="16" rx="4" fill="#1e3a5f" />
          <ellipse className="rotor" cx={x} cy={-20} rx="34" ry="5" fill={accent} opacity="0.75" />
          <circle cx={x} cy={-20} r="4" fill="#0b2545" />
        </g>
      ))}
      {/* body */}
      <rect x="-32" y="-4" width="64" height="26" rx="12" fill="#f8fafc" stroke="#0b2545" strokeWidth="3" />
      <rect x="-20" y="2" width="40" height="8" rx="4" fill="#0369a1" />
      {/* landing gear */}
      <path
        d="M-20 22 L-28 40 M20 22 L28 40 M-36 40 H-18 M18 40 H36"
        stroke="#0b2545"
        strokeWidth="4"
        strokeLinecap="round"
      />
      {/* camera gimbal */}
      <circle cx="0" cy="30" r="9" fill="#0b2545" />
      <circle cx="0" cy="30" r="4" fill={accent} />
    </g>
  );
}

function Clouds() {
  return (
    <g fill="#ffffff" opacity="0.9">
      <path d="M52 92a18 18 0 0 1 34-8 14 14 0 0 1 22 12H52z" />
      <path d="M352 62a16 16 0 0 1 30-7 12 12 0 0 1 20 11h-50z" opacity="0.8" />
      <path d="M392 250a14 14 0 0 1 26-6 10 10 0 0 1 17 9h-43z" opacity="0.7" />
    </g>
  );
}

function Frame({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box sx={{ ...motionSx, width: '100%', maxWidth: 480 }} data-illustration={label}>
      <svg viewBox="0 0 480 360" width="100%" role="presentation" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={`sky-${label}`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#bae6fd" />
            <stop offset="1" stopColor="#e0f2fe" />
          </linearGradient>
        </defs>
        <rect x="8" y="8" width="464" height="344" rx="36" fill={`url(#sky-${label})`} />
        <circle cx="400" cy="96" r="34" fill="#fde68a" />
        <Clouds />
        {children}
      </svg>
    </Box>
  );
}

export type HeroVariant = 'courses' | 'shop' | 'exams';

/** The home page's three hero pictures. */
export function HeroIllustration({ variant }: { variant: HeroVariant }) {
  if (variant === 'shop') {
    return (
      <Frame label="shop">
        {/* landscape */}
        <path d="M8 300 Q120 250 240 290 T472 270 V316 a36 36 0 0 1 -36 36 H44 a36 36 0 0 1 -36 -36z" fill="#7dd3fc" />
        <g className="hover">
          <g transform="translate(240 130)">
            <Quadcopter accent="#38bdf8" />
          </g>
          <path d="M240 170 V206" stroke="#0b2545" strokeWidth="3" strokeDasharray="4 4" />
          <g transform="translate(206 206)">
            <rect width="68" height="54" rx="6" fill="#f59e0b" stroke="#92400e" strokeWidth="3" />
            <path d="M0 18 H68 M34 0 V54" stroke="#92400e" strokeWidth="3" />
          </g>
        </g>
        <g transform="translate(70 150) rotate(-12)">
          <rect width="84" height="40" rx="8" fill="#0b2545" />
          <circle cx="14" cy="20" r="5" fill="#e0f2fe" />
          <rect x="26" y="13" width="46" height="6" rx="3" fill="#7dd3fc" />
          <rect x="26" y="23" width="30" height="6" rx="3" fill="#7dd3fc" opacity="0.6" />
        </g>
      </Frame>
    );
  }
  if (variant === 'exams') {
    return (
      <Frame label="exams">
        {/* altitude limit */}
        <path d="M40 120 H440" stroke="#b91c1c" strokeWidth="3" strokeDasharray="10 8" />
        <rect x="48" y="100" width="64" height="24" rx="6" fill="#b91c1c" />
        <text
          x="80"
          y="117"
          textAnchor="middle"
          fontSize="15"
          fontWeight="700"
          fill="#fff"
          fontFamily="system-ui, sans-serif"
        >
          120 m
        </text>
        <path d="M8 300 H472 V316 a36 36 0 0 1 -36 36 H44 a36 36 0 0 1 -36 -36z" fill="#86efac" />
        {/* checklist */}
        <g transform="translate(60 170)">
          <rect width="130" height="150" rx="12" fill="#ffffff" stroke="#0b2545" strokeWidth="3" />
          <rect x="40" y="-10" width="50" height="20" rx="6" fill="#0b2545" />
          {[30, 70, 110].map((y) => (
            <g key={y}>
              <rect x="16" y={y} width="22" height="22" rx="5" fill="#e0f2fe" stroke="#0369a1" strokeWidth="2" />
              <path
                d={`M21 ${y + 11} l5 5 l9 -10`}
                stroke="#15803d"
                strokeWidth="4"
                fill="none"
                strokeLinecap="round"
              />
              <rect x="48" y={y + 7} width="64" height="8" rx="4" fill="#94a3b8" />
            </g>
          ))}
        </g>
        <g className="hover">
          <g transform="translate(320 190)">
            <Quadcopter />
          </g>
        </g>
        {/* landing pad */}
        <ellipse cx="320" cy="300" rx="70" ry="14" fill="#0b2545" opacity="0.85" />
        <text
          x="320"
          y="305"
          textAnchor="middle"
          fontSize="14"
          fontWeight="800"
          fill="#f8fafc"
          fontFamily="system-ui, sans-serif"
        >
          H
        </text>
      </Frame>
    );
  }
  return (
    <Frame label="courses">
      {/* map grid and flight path */}
      <g stroke="#7dd3fc" strokeWidth="1.5" opacity="0.8">
        {[200, 240, 280, 320].map((y) => (
          <path key={y} d={`M24 ${y} H456`} />
        ))}
        {[80, 160, 240, 320, 400].map((x) => (
          <path key={x} d={`M${x} 190 V340`} />
        ))}
      </g>
      <path
        d="M70 310 C140 230 200 300 260 240 S380 200 420 150"
        stroke="#0369a1"
        strokeWidth="4"
        fill="none"
        strokeDasharray="10 8"
        strokeLinecap="round"
      />
      {[
        [70, 310],
        [260, 240],
        [420, 150],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="9" fill="#0b2545" stroke="#f8fafc" strokeWidth="3" />
      ))}
      <g className="hover">
        <g transform="translate(230 130)">
          <Quadcopter />
        </g>
      </g>
    </Frame>
  );
}

/** Smaller scenes for the error and "coming soon" pages. */
export function SkyIllustration({ variant }: { variant: 'lost' | 'soon' }) {
  return (
    <Box sx={{ ...motionSx, width: '100%', maxWidth: 360 }}>
      <svg viewBox="0 0 360 220" width="100%" aria-hidden="true" focusable="false">
        <rect width="360" height="220" rx="28" fill="#e0f2fe" />
        <path
          d="M40 70a14 14 0 0 1 26-6 11 11 0 0 1 17 9H40z M270 50a12 12 0 0 1 23-5 9 9 0 0 1 15 8h-38z"
          fill="#fff"
        />
        <g className="hover">
          <g transform="translate(180 100) scale(0.8)">
            <Quadcopter />
          </g>
        </g>
        {variant === 'lost' ? (
          <text x="272" y="120" fontSize="54" fontWeight="800" fill="#0369a1" fontFamily="system-ui, sans-serif">
            ?
          </text>
        ) : (
          <g transform="translate(60 160)">
            {[0, 90, 180].map((x) => (
              <g key={x} transform={`translate(${x} 0)`}>
                <path d="M20 0 L34 40 H6 Z" fill="#f59e0b" />
                <rect x="11" y="16" width="18" height="6" fill="#fff" />
                <rect x="0" y="38" width="40" height="6" rx="2" fill="#92400e" />
              </g>
            ))}
          </g>
        )}
      </svg>
    </Box>
  );
}
