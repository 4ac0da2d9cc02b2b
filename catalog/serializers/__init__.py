"""The catalogue's API shapes: what it reads (inputs) and what it answers (outputs)."""
