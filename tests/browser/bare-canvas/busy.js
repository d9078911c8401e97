// One core kept busy, as the AI worker keeps it while it searches (index.html).
for (;;) { /* busy */ }
