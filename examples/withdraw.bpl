// A buggy program: horn verify examples/withdraw.bpl --trace
var balance: int;

procedure {:entrypoint} main()
  modifies balance;
{
  var amount: int;
  balance := 100;
  havoc amount;
  assume amount > 0;
  if (amount <= balance + 50) { // an overdraft allowance
    call withdraw(amount);
  }
  assert balance >= 0;
}

procedure withdraw(a: int)
  modifies balance;
{
  balance := balance - a;
}
